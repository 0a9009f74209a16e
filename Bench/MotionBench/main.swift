print("MotionBench")
