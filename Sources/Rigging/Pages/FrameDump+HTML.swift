// The player page of a dump, and of several runs played in step (`PlayerPage`).

extension FrameDump {
    /// The player page for this dump. `markers` are the timeline's events (nil: read from the
    /// constants, `TimelineMarker.inferred(from:)`).
    public func html(title: String? = nil, markers: [TimelineMarker]? = nil) -> String {
        Self.playerHTML(title: title ?? scene, runs: [(scene, self)], notes: nil, markers: markers)
    }

    /// A player page for several runs of the same views, played in step. With two runs the page
    /// is also the difference page: the runs side by side or overlaid (the other as a ghost
    /// outline), a plot of their difference against time and a table of the largest differences,
    /// linked to frames. `notes` is shown as a plain-text report; `markers` as in
    /// `html(title:markers:)`.
    public static func html(
        title: String, runs: [(label: String, dump: FrameDump)], notes: String? = nil,
        markers: [TimelineMarker]? = nil
    ) -> String {
        playerHTML(title: title, runs: runs, notes: notes, markers: markers)
    }

    /// A player page for several runs of the same views, played in step. With two runs the page
    /// is also the difference page: the runs side by side or overlaid (the other as a ghost
    /// outline), a plot of their difference against time and a table of the largest differences,
    /// linked to frames. `tables` follow the page's own (one with id `difftable` replaces the
    /// table of differences); `notes` is shown as a plain-text report.
    package static func playerHTML(
        title: String, runs: [(label: String, dump: FrameDump)], notes: String?,
        markers: [TimelineMarker]? = nil, tables: [PlayerTable] = []
    ) -> String {
        PlayerPage(title: title, runs: runs, notes: notes, markers: markers, tables: tables).html()
    }
}
