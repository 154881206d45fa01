// Stand-in for SwiftUI's zoom transitions, namespaces and tab bar visibility, which the
// adapters use to draw a screen's ScreenOptions; see Views.swift. The zoom API is iOS 18
// (SwiftUI 6): the check's manifest gives this module SwiftUI 6's version number, so the
// adapters' `canImport(SwiftUI, _version: 6.0)` code is compiled here.

// https://developer.apple.com/documentation/swiftui/namespace
@available(iOS 14.0, macOS 11.0, *)
@frozen @propertyWrapper
public struct Namespace: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/namespace/init()
  public init() {}
  // https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  public var wrappedValue: Namespace.ID { ID() }

  // https://developer.apple.com/documentation/swiftui/namespace/id
  @frozen
  public struct ID: Hashable, Sendable {}
}

// https://developer.apple.com/documentation/swiftui/toolbarplacement
@available(iOS 16.0, macOS 13.0, *)
public struct ToolbarPlacement: Sendable {
  private init() {}
  // https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar
  @available(iOS 16.0, *)
  @available(macOS, unavailable)
  public static var tabBar: ToolbarPlacement { ToolbarPlacement() }
}

// https://developer.apple.com/documentation/swiftui/navigationtransition
@available(iOS 18.0, macOS 15.0, *)
public protocol NavigationTransition {}

// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
@available(iOS 18.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
  // https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  { ZoomNavigationTransition() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
  @available(iOS 16.0, macOS 13.0, *)
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { self }

  // https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
  @available(iOS 18.0, macOS 15.0, *)
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
    self
  }

  // https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
  @available(iOS 18.0, macOS 15.0, *)
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some View
  { self }
}
