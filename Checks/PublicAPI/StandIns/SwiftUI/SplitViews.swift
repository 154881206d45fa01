// Stand-in for SwiftUI's navigation split view, used by the adapter; see Views.swift.

// https://developer.apple.com/documentation/swiftui/navigationsplitview
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension NavigationSplitView {
  // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:content:detail:)
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}

  // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}
}

// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
@available(iOS 17.0, macOS 14.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
  private let index: Int
  // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar
  public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 0) }
  // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content
  public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 1) }
  // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail
  public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 2) }
}
