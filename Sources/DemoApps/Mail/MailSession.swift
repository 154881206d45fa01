/// Who is signed in to the mail demo.
///
/// It is not part of the navigation state: like a real app's session it lives in its own store
/// (which this demo does not keep), so screens that need it are not restored without it.
@MainActor
package final class MailSession {
  package private(set) var account: String?

  package var isSignedIn: Bool { account != nil }

  package func signIn(as account: String) {
    self.account = account
  }

  package func signOut() {
    account = nil
  }
}
