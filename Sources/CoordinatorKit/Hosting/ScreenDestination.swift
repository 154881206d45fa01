/// One entry of ``ScreenDestinations``: the type of model it shows, and how.
@MainActor
struct ScreenDestination<Content> {
  /// The type of model this destination was registered for.
  let modelType: Any.Type
  /// Whether a value of the given type is a model of ``modelType`` (the type itself or a
  /// subclass): how two destinations that take one model are ranked.
  let acceptsType: (Any.Type) -> Bool
  /// Whether `model` is a model of ``modelType``.
  let takes: (Any) -> Bool
  /// The content showing `model`, or `nil` when it is of another type.
  let content: @MainActor (Any) -> Content?

  /// A destination that shows models of type `type` with `makeContent`.
  init<Model>(for type: Model.Type, content makeContent: @escaping @MainActor (Model) -> Content) {
    modelType = type
    acceptsType = { $0 is Model.Type }
    takes = { $0 is Model }
    content = { model in (model as? Model).map(makeContent) }
  }

  /// Whether this destination's type is a proper subtype of `other`'s: a subclass's destination
  /// is more specific than its base class's.
  func isMoreSpecific(than other: ScreenDestination) -> Bool {
    modelType != other.modelType && other.acceptsType(modelType)
  }
}
