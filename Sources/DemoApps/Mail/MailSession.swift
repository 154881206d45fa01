/// Who is signed in to the mail demo.
///
/// It is not part of the navigation state: like a real app's session it lives in its own store
/// (which this demo does not keep), so screens that need it are not restored without it.
@MainActor
final class MailSession {
  private(set) var account: String?

  var isSignedIn: Bool { account != nil }

  func signIn(as account: String) {
    self.account = account
  }

  func signOut() {
    account = nil
  }
}
