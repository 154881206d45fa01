/// A line of text that `dump` shows as it is, without quotes or children: a screen, an alert,
/// an action, as a readable dump shows them.
struct DumpLine: CustomStringConvertible, CustomReflectable {
  let description: String

  init(_ description: String) {
    self.description = description
  }

  var customMirror: Mirror { Mirror(self, children: []) }
}
