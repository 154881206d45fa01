/// What the user did on the mint modal: close it, or change the stack underneath and close. The
/// modal shows nothing else, so its view model is a plain `EventViewModel<MintModalEvent, Void>`.
public enum MintModalEvent: Equatable, Sendable {
  case close, root, end
}
