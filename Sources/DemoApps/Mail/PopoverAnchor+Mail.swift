import CoordinatorKit

extension PopoverAnchor {
  /// A message's sender line, which the sender's card points at.
  package static let sender: PopoverAnchor = "sender"
}
