// Stand-in for SwiftUI's tab view and view identity, used by the adapter; see Views.swift.

// https://developer.apple.com/documentation/swiftui/tabview
@available(iOS 13.0, macOS 10.15, *)
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/badge(_:)-6k2u9
  @available(iOS 15.0, macOS 12.0, *)
  public func badge(_ label: Text?) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/tag(_:)
  public func tag<V: Hashable>(_ tag: V) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/id(_:)
  public func id<ID: Hashable>(_ id: ID) -> some View { self }
}
