// Stand-in for SwiftUI: only the API CoordinatorKit's adapters and examples use, each
// declaration re-typed from Apple's documentation (URL above it), never copied from an SDK.
// Bodies are placeholders: this module exists to type-check, never to run.
import Foundation  // Bundle

// SwiftUI re-exports CoreGraphics, so `import SwiftUI` alone makes `CGFloat` visible.
@_exported import struct Foundation.CGFloat

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

// https://developer.apple.com/documentation/swift/never (conforms to View)
extension Never: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-(repeat_each_content)
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  nonisolated public init(_ value: T) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swift/optional (conforms to View when Wrapped does)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
  // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {}
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) {}
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  // (SwiftUI's own StringInterpolation type is simplified to the default one here.)
  public init(stringInterpolation: DefaultStringInterpolation) {}
}

// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, *)
public struct ButtonRole: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole()
  // https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole()
}

// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  // https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-8y5yk
  @available(iOS 15.0, macOS 12.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

// https://developer.apple.com/documentation/swiftui/foreach
// Its content is a view in a view, and a tab in a tab view (iOS 18, see Tabs.swift).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationStack<Data, Root: View>: View {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

// https://developer.apple.com/documentation/swiftui/viewmodifier/content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
  public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }
}
