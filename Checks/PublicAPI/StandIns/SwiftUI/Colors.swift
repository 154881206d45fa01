// Stand-in for SwiftUI's colours and backgrounds, used by the seed demo examples; see Views.swift.

// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, ShapeStyle, Hashable {
  // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  // https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}

  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Hashable, Sendable {
  case top, leading, bottom, trailing

  // https://developer.apple.com/documentation/swiftui/edge/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all = Set(rawValue: 15)
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  @available(iOS 15.0, macOS 12.0, *)
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { self }
}
