// Stand-in for SwiftUI's anchors, preferences and geometry reader, used by the popover anchors
// of the SwiftUI adapter; see Views.swift.
import Foundation  // CGRect, CGSize

// SwiftUI re-exports CoreGraphics, so `import SwiftUI` alone makes `CGRect` and `CGSize` visible.
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize

// https://developer.apple.com/documentation/swiftui/anchor
@available(iOS 13.0, macOS 10.15, *)
public struct Anchor<Value> {
  // https://developer.apple.com/documentation/swiftui/anchor/source
  public struct Source {}
}

// https://developer.apple.com/documentation/swiftui/anchor/source (Sendable when Value is)
@available(iOS 13.0, macOS 10.15, *)
extension Anchor.Source: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/anchor (Sendable when Value is)
@available(iOS 13.0, macOS 10.15, *)
extension Anchor: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, *)
extension Anchor.Source where Value == CGRect {
  // https://developer.apple.com/documentation/swiftui/anchor/source/rect(_:)
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Anchor<Value>.Source() }
  // https://developer.apple.com/documentation/swiftui/anchor/source/bounds
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

// https://developer.apple.com/documentation/swiftui/preferencekey
@available(iOS 13.0, macOS 10.15, *)
public protocol PreferenceKey {
  associatedtype Value
  // https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
  static var defaultValue: Value { get }
  // https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/anchorpreference(key:value:transform:)
  @available(iOS 13.0, macOS 10.15, *)
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/backgroundpreferencevalue(_:alignment:_:)
  @available(iOS 16.0, macOS 13.0, *)
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/geometryreader
@available(iOS 13.0, macOS 10.15, *)
public struct GeometryReader<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
@available(iOS 13.0, macOS 10.15, *)
public struct GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { .zero }
  // https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:)
  public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy (not Sendable)
@available(*, unavailable)
extension GeometryProxy: Sendable {}

// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
// (its `point(UnitPoint)` case is left out: the adapter attaches popovers to rectangles only)
@available(iOS 13.0, macOS 10.15, *)
public enum PopoverAttachmentAnchor {
  // https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
  case rect(Anchor<CGRect>.Source)
}

// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor (not Sendable)
@available(*, unavailable)
extension PopoverAttachmentAnchor: Sendable {}

extension Color {
  // https://developer.apple.com/documentation/swiftui/color/clear
  public static var clear: Color { Color(red: 0, green: 0, blue: 0, opacity: 0) }
}
