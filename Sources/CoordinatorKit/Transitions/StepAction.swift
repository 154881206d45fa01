/// What a host does to go from the state it shows to a step's state.
///
/// The engine labels every step, so no host derives it by comparing states. Levels count stacks
/// from the bottom: `0` is the base stack, `1` the stack of the first modal layer, and so on.
public enum StepAction: Hashable, Sendable {
  /// Screens keep their identity, place and presentation; what some of them show changed.
  case updateInPlace
  /// `count` screens are pushed onto the stack at `level` (the top stack).
  case push(count: Int, level: Int)
  /// `count` screens are popped from the stack at `level` (the top stack).
  case pop(count: Int, level: Int)
  /// The stack at `level` (the top stack) is replaced in one step: its root changed identity,
  /// or pops and pushes on it are shown together.
  case replaceStack(level: Int)
  /// A new modal layer is presented, becoming `level`; it appears with its whole stack.
  case present(ModalStyle, level: Int)
  /// The top `layers` modal layers are dismissed, with any alert over them.
  case dismiss(layers: Int)
  /// The alert appears over everything.
  case showAlert
  /// The alert goes, unanswered by this step (the app or user already decided).
  case removeAlert
  /// The tab container selects this tab, showing its stack as the step's state has it. Modal
  /// layers over the container were dismissed by the steps before.
  case selectTab(TabID)
  /// The tab container itself changed without a new selection: tabs came or went, or the
  /// stacks of tabs that are not selected changed. The host rebuilds what it shows of the tabs
  /// from the step's state; what is over the container stays.
  case replaceTabs
}
