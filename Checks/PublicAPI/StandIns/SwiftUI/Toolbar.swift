// Stand-in for SwiftUI's toolbar API the adapters use (the Back that asks first); see Views.swift.

// https://developer.apple.com/documentation/swiftui/toolbarcontent
// (@MainActor @preconcurrency as in the current SDKs; the iOS 17.4 interface predates it.)
@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder var body: Body { get }
}

// https://developer.apple.com/documentation/swift/never (conforms to ToolbarContent)
@available(iOS 14.0, macOS 11.0, *)
extension Never: ToolbarContent {}

// https://developer.apple.com/documentation/swift/optional (conforms to ToolbarContent)
@available(iOS 16.0, macOS 13.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { return fatalError() }  // `return`: no builder (Body is Never)
}

// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@available(iOS 14.0, macOS 11.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
  // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent
  { content }
  // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:)
  // (the result's type is simplified to the first content's here: this module only type-checks)
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1)
    -> some ToolbarContent
  { c0 }
  // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)
  @available(iOS 16.0, macOS 13.0, *)
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
}

// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
@available(iOS 14.0, macOS 11.0, *)
public struct ToolbarItemPlacement {
  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
  // (Not Sendable in SwiftUI, whose module is not in Swift 6 mode: hence nonisolated(unsafe).)
  nonisolated(unsafe) public static let automatic = ToolbarItemPlacement()
  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation
  @available(watchOS, unavailable)
  nonisolated(unsafe) public static let navigation = ToolbarItemPlacement()
  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
  nonisolated(unsafe) public static let cancellationAction = ToolbarItemPlacement()
  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
  nonisolated(unsafe) public static let confirmationAction = ToolbarItemPlacement()
}

// https://developer.apple.com/documentation/swiftui/toolbaritem
@available(iOS 14.0, macOS 11.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public var body: Never { return fatalError() }  // `return`: no builder (Body is Never)
}

@available(iOS 14.0, macOS 11.0, *)
extension ToolbarItem where ID == () {
  // https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

@available(iOS 14.0, macOS 11.0, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View { self }
}
