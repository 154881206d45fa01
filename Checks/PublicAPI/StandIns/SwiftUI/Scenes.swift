// Stand-in for SwiftUI's app and scene types, used by the seed demo examples; see Views.swift.

// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {}

// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
  // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/app/body-swift.property
  var body: Body { get }
  // https://developer.apple.com/documentation/swiftui/app/init()
  init()
}

// https://developer.apple.com/documentation/swiftui/windowgroup
public struct WindowGroup<Content: View>: Scene {
  // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
}
