// Stand-in for SwiftUI's user activity modifiers (Handoff, web links), which a window's
// navigation continues and advertises; see Views.swift. `NSUserActivity` is Foundation's on
// Apple platforms, the UIKit stand-in's here.
import UIKit

extension View {
  // https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
  @available(iOS 14.0, macOS 11.0, *)
  public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/useractivity(_:isactive:_:)
  @available(iOS 14.0, macOS 11.0, *)
  public func userActivity(
    _ activityType: String, isActive: Bool = true,
    _ update: @escaping (NSUserActivity) -> Void
  ) -> some View { self }
}
