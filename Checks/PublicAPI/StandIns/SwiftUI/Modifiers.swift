// Stand-in for SwiftUI's view modifiers the adapters and examples use; see Views.swift.
import Foundation  // CGFloat

extension View {
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  @available(iOS 16.0, macOS 13.0, *)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  @available(iOS 14.0, *)
  @available(macOS, unavailable)
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
  // (the iOS 17.4 SDK's spelling: a non-optional `arrowEdge`, defaulted to `.top`)
  @available(iOS 13.0, macOS 10.15, *)
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  @available(iOS 15.0, macOS 12.0, *)
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-2s7pz
  @available(iOS 15.0, macOS 12.0, *)
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { self }

  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
  @available(iOS 13.0, macOS 13.0, *)
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj
  @available(iOS 14.0, macOS 11.0, *)
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  @available(iOS 15.0, macOS 12.0, *)
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
  @available(iOS 16.0, macOS 13.0, *)
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
  @available(iOS 16.0, macOS 13.0, *)
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
  @available(iOS 15.0, macOS 12.0, *)
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17.0, macOS 14.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
  @available(iOS 17.0, macOS 14.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic
  case visible
  case hidden
}

// https://developer.apple.com/documentation/swiftui/presentationdetent
@available(iOS 16.0, macOS 13.0, *)
public struct PresentationDetent: Hashable, Sendable {
  private let value: String
  // https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent(value: "medium")
  // https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent(value: "large")
  // https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(value: "fraction:\(fraction)")
  }
  // https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(value: "height:\(height)")
  }
}
