// Stand-in for SwiftUI's layout containers the examples use; see Views.swift.
import Foundation  // CGFloat

// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  // (the current page names the builder @ContentBuilder; for views it is the ViewBuilder)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}
