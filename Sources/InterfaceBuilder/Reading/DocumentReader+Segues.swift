extension DocumentReader {
    /// The settings a `<segue>` element writes beyond its kind and identifier.
    mutating func segueOptions(_ element: IBElement, id: String) -> IBSegueOptions {
        IBSegueOptions(
            unwindAction: element["unwindAction"], modalTransitionStyle: element["modalTransitionStyle"],
            animates: bool(element, "animates", id: id) ?? true, popoverAnchorView: element["popoverAnchorView"],
            popoverAnchorBarButtonItem: element["popoverAnchorBarButtonItem"], customClass: element["customClass"])
    }
}
