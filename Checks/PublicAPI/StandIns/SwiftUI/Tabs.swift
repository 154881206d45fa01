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

// MARK: iOS 18 and macOS 15: tabs as `Tab` values, sections and the sidebar
// The host reaches these only under `#if canImport(SwiftUI, _version: 6.0)` (the SDKs of iOS 18
// and macOS 15 carry SwiftUI 6): Package.swift gives this stand-in that version.

// https://developer.apple.com/documentation/swiftui/tabcontent
@available(iOS 18.0, macOS 15.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  associatedtype TabValue: Hashable
}

// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
@available(iOS 18.0, macOS 15.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
  public static func buildBlock(_ content: some TabContent<TabValue>) -> _TabContentList<TabValue> {
    fatalError()
  }
  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:_:)
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> _TabContentList<TabValue>
  where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
    fatalError()
  }

  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  public struct Content<C: TabContent>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
  }
}

/// What the stand-in returns where Apple returns `some TabContent<TabValue>` (a body that only
/// stops gives an opaque type nothing to stand for); not Apple API.
@available(iOS 18.0, macOS 15.0, *)
public struct _TabContentList<TabValue: Hashable>: TabContent {}

// https://developer.apple.com/documentation/swiftui/tab
@available(iOS 18.0, macOS 15.0, *)
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  public typealias TabValue = Value

  // https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:)
  nonisolated public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {}

  // https://developer.apple.com/documentation/swiftui/tab/init(value:role:content:)
  nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {}
}

// https://developer.apple.com/documentation/swiftui/defaulttablabel
@available(iOS 18.0, macOS 15.0, *)
public struct DefaultTabLabel: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tabrole
@available(iOS 18.0, macOS 15.0, *)
public struct TabRole: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/tabrole/search
  public static var search: TabRole { TabRole() }
}

// https://developer.apple.com/documentation/swiftui/tabsection
@available(iOS 18.0, macOS 15.0, *)
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>:
  TabContent
where SelectionValue == Content.TabValue {
  public typealias TabValue = SelectionValue

  // https://developer.apple.com/documentation/swiftui/tabsection/init(_:content:)
  public init<S: StringProtocol>(
    _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
  ) where Header == Text, Footer == EmptyView {}
}

// https://developer.apple.com/documentation/swiftui/foreach (conforms to TabContent)
@available(iOS 18.0, macOS 15.0, *)
extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue

  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init<V: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TabValue {}
}

@available(iOS 18.0, macOS 15.0, *)
extension TabContent {
  // https://developer.apple.com/documentation/swiftui/tabcontent/badge(_:)
  public func badge(_ label: Text?) -> _TabContentList<TabValue> { fatalError() }
}

@available(iOS 18.0, macOS 15.0, *)
extension TabView {
  // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  public init<C: TabContent>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
  }
}

// https://developer.apple.com/documentation/swiftui/tabviewstyle
@available(iOS 14.0, macOS 11.0, *)
public protocol TabViewStyle {}

// https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
@available(iOS 18.0, macOS 15.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  public init() {}
}

@available(iOS 18.0, macOS 15.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  // https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}

@available(iOS 14.0, macOS 11.0, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}
