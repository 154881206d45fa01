#if canImport(SwiftUI)
  import CoordinatorKit
  import SwiftUI

  /// A tab's label in a ``NavigatorView``'s tab bar, the default one: the tab's title beside its
  /// SF Symbol (`Label(title, systemImage: symbol)`), or the title alone (`Text(title)`) for a
  /// tab without a symbol. An app's own `tabLabel` can use it for the tabs it does not change.
  public struct TabItemLabel: View {
    private let label: SwiftUITabLabel

    /// The label of the tab `item` describes.
    public init(_ item: TabItem) {
      label = SwiftUITabLabel(item)
    }

    /// The title and symbol, as the tab bar shows them.
    public var body: some View {
      switch label {
      case .title(let title):
        Text(title)
      case .titleAndSymbol(let title, let symbol):
        Label(title, systemImage: symbol)
      }
    }
  }
#endif
