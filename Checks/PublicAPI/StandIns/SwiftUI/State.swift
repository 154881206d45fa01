// Stand-in for SwiftUI's bindings, state and environment; see Views.swift.
import Foundation
import Observation

// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper
public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) {}
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) {}
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/scenestorage
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-5dk3y
  public init(_ key: String) where Value == Data? {}
  // https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
}

// https://developer.apple.com/documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, *)
public enum ScenePhase: Comparable, Hashable {
  case background
  case inactive
  case active
}

extension EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  @available(iOS 14.0, macOS 11.0, *)
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }
}

// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, macOS 14.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  // https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {}
  // https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value { fatalError() }
  // https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }
  // https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  where Value: AnyObject { fatalError() }
}
