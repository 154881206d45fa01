// Stand-in for SwiftUI's UIKit view controller bridge, used by the adapter on iOS; see
// Views.swift. SwiftUI declares it over UIKit, as the real module does on iOS.
import UIKit

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@available(iOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  func makeUIViewController(context: Context) -> UIViewControllerType
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
  associatedtype Coordinator = Void
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-32trb
  func makeCoordinator() -> Coordinator
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
  typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
  public var coordinator: Representable.Coordinator { fatalError() }
}
