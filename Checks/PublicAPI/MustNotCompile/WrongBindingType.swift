// Must be rejected: `sheet(item:)` takes a binding to an optional Identifiable item, and a
// `Binding<Bool>` is not one. Proves the stand-in build checks binding types.
import SwiftUI

struct WrongSheet: View {
  let isPresented: Binding<Bool>

  var body: some View {
    Text("Inbox").sheet(item: isPresented) { _ in Text("Compose") }
  }
}
