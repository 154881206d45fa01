// Stand-in for SwiftUI's labels, images, button labels and backgrounds the adapter uses; see
// Views.swift.

// https://developer.apple.com/documentation/swiftui/image
public struct Image: View, Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  @available(iOS 13.0, macOS 11.0, *)
  public init(systemName: String) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, *)
public struct Label<Title: View, Icon: View>: View {
  // https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7bfnl
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-4mhs3
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

extension Button {
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  @available(iOS 13.0, macOS 10.15, *)
  public func disabled(_ disabled: Bool) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  @available(iOS 15.0, macOS 12.0, *)
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }
}
