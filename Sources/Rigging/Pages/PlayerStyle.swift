/// The player page's stylesheet (`PlayerPage`), inlined in the page: `PlayerStyle.css` beside this
/// file, embedded as `source` at build time by the `EmbedText` plugin.
enum PlayerStyle {}
