/// A navigation state's parts without its route type: how the non-generic boxes that keep a
/// state (a change's ``ChangeRecord``, a step's ``StepDetails``) hold it, so that making one asks
/// the runtime for no type (see ``PathNode``, "Storage that generic code copies cheaply").
///
/// Only ``NavigationState/init(_:)`` reads the parts back, as a state of the route type they
/// were taken from; a box keeps them only for states of that one route.
struct StateParts: @unchecked Sendable {
  // Unchecked: the parts are constants, and `Sendable` whenever the state they came from is;
  // every box that keeps them is reached only through a value of that state's route type.
  let root: AnyObject
  let top: AnyObject
  let alert: AnyObject
  let tabs: AnyObject
  let guards: AnyObject
}
