// W1 (Bench/Workloads/WORKLOADS.md) on Kiwi's C++ core, timed the way CassowaryBench times it.
// Build: a new Solver, width and height as strong edit variables, the form's 35 other variables
// and 111 constraints created and added in file order, the solver destroyed (as in Kiwi's
// benchmarks/enaml_like_benchmark.cpp). Suggest round: two suggestValue calls and one
// updateVariables, cycling through the file's sizes. Each build and each round is timed on
// its own with CLOCK_MONOTONIC; medians are printed.
// Build: g++ -std=c++17 -O2 -I<kiwisolver sdist> -I<dir of enaml_data.h> driver.cpp
#include <kiwi/kiwi.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <time.h>
#include <vector>

#include "enaml_data.h"

static double sink = 0;

static long long now_ns() {
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static double median(std::vector<long long> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? double(v[n / 2]) : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

// Creates the form's other variables and constraints and adds them to `solver`.
static void build(kiwi::Solver& solver, const kiwi::Variable& width, const kiwi::Variable& height,
                  std::vector<kiwi::Variable>* keep) {
    solver.addEditVariable(width, kiwi::strength::strong);
    solver.addEditVariable(height, kiwi::strength::strong);
    std::vector<kiwi::Variable> vars;
    vars.reserve(kVariableCount);
    for (int i = 0; i < kVariableCount; ++i) {
        if (i == kWidth) vars.push_back(width);
        else if (i == kHeight) vars.push_back(height);
        else vars.emplace_back(kNames[i]);
    }
    for (int k = 0; k < kConstraintCount; ++k) {
        const ConstraintData& c = kConstraints[k];
        std::vector<kiwi::Term> terms;
        terms.reserve(c.count);
        for (int t = c.first; t < c.first + c.count; ++t) terms.emplace_back(vars[kTerms[t].variable], kTerms[t].coefficient);
        solver.addConstraint(kiwi::Constraint(kiwi::Expression(std::move(terms), c.constant), c.op, c.strength));
    }
    if (keep) *keep = vars;
}

int main(int argc, char** argv) {
    int runs = argc > 1 ? std::atoi(argv[1]) : 400;
    int rounds = argc > 2 ? std::atoi(argv[2]) : 30000;
    kiwi::Variable width("width"), height("height");

    std::vector<long long> builds;
    for (int i = 0; i < runs; ++i) {
        long long start = now_ns();
        {
            kiwi::Solver solver;
            build(solver, width, height, nullptr);
        }
        builds.push_back(now_ns() - start);
    }

    kiwi::Solver solver;
    std::vector<kiwi::Variable> vars;
    build(solver, width, height, &vars);
    int wrong = 0;
    for (int s = 0; s < kSizeCount; ++s) {
        solver.suggestValue(width, kSizes[s][0]);
        solver.suggestValue(height, kSizes[s][1]);
        solver.updateVariables();
        for (int i = 0; i < kCheckCount; ++i)
            if (kChecks[i].size == s && std::fabs(vars[kChecks[i].variable].value() - kChecks[i].value) > 1e-6) ++wrong;
    }
    std::vector<long long> suggests;
    for (int r = 0; r < rounds; ++r) {
        const double* size = kSizes[r % kSizeCount];
        long long start = now_ns();
        solver.suggestValue(width, size[0]);
        solver.suggestValue(height, size[1]);
        solver.updateVariables();
        suggests.push_back(now_ns() - start);
        sink += width.value();
    }
    std::printf("{\"solver\": \"kiwi\", \"workload\": \"W1\", \"phase\": \"build\", \"median_ns\": %.0f, \"min_ns\": %lld, \"iterations\": %d}\n",
                median(builds), *std::min_element(builds.begin(), builds.end()), runs);
    std::printf("{\"solver\": \"kiwi\", \"workload\": \"W1\", \"phase\": \"suggest\", \"median_ns\": %.0f, \"min_ns\": %lld, \"iterations\": %d}\n",
                median(suggests), *std::min_element(suggests.begin(), suggests.end()), rounds);
    if (wrong) std::fprintf(stderr, "driver: %d values differ from Kiwi's expected answers\n", wrong);
    return wrong || !std::isfinite(sink) ? 1 : 0;
}
