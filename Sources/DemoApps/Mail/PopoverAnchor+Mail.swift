import CoordinatorKit

extension PopoverAnchor {
  /// A message's sender line, which the sender's card points at.
  static let sender: PopoverAnchor = "sender"
}
