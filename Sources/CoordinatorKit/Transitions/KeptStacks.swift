/// The stacks above a shared base that both sides of a change keep, when they keep a layer
/// there (``SharedBase/keepsALayer``): which layers stay, how many pushes each kept stack keeps,
/// and the target's version of every screen both keep.
///
/// Layers both keep are the lowest ones above the base with the same root, presented the same
/// way; in each kept stack, the pushes both keep are the first ones with the same identities.
/// The stacks under and inside kept layers can then change (a screen replaced under a sheet
/// that stays, a screen moved from one stack to another), which the planner shows stack by
/// stack. It collects both sides' nodes above the base: such changes are rare, and what it
/// reads is what changes.
struct KeptStacks<Route: Equatable> {
  /// The start's elements above the base, bottom first.
  let leavingNodes: _NodeList<Route>
  /// The target's elements above the base, bottom first.
  let arrivingNodes: _NodeList<Route>
  /// The start's elements above the base, cut into stacks.
  let leavingStacks: [StackRange]
  /// The target's elements above the base, cut into stacks.
  let arrivingStacks: [StackRange]
  /// The number of stacks both keep, the continuation of the base's stack included: at least 2.
  let kept: Int
  /// For each kept stack, the number of its pushes both keep.
  let keptPushes: [Int]
  /// The target's node of each screen both keep above the base, by identity.
  private let keptScreens: [ScreenID: PathNode<Route>]

  /// The stacks both keep above the first `base` elements of `start` and `target`.
  init(start: NavigationState<Route>, target: NavigationState<Route>, above base: Int) {
    leavingNodes = _NodeList(of: start.top, above: base)
    arrivingNodes = _NodeList(of: target.top, above: base)
    leavingStacks = StackRange.split(leavingNodes, from: base)
    arrivingStacks = StackRange.split(arrivingNodes, from: base)
    var kept = 1
    while kept < min(leavingStacks.count, arrivingStacks.count) {
      let leavingRoot = leavingNodes[leavingStacks[kept].start - base]
      let arrivingRoot = arrivingNodes[arrivingStacks[kept].start - base]
      guard leavingRoot.id == arrivingRoot.id, leavingRoot.style == arrivingRoot.style else {
        break
      }
      kept += 1
    }
    var keptScreens: [ScreenID: PathNode<Route>] = [:]
    var keptPushes: [Int] = []
    for index in 0..<kept {
      let leaving = leavingStacks[index]
      let arriving = arrivingStacks[index]
      if arriving.hasRoot {
        let root = arrivingNodes[arriving.start - base]
        keptScreens[root.id] = root
      }
      var count = 0
      while count < leaving.pushCount, count < arriving.pushCount {
        let arrivingPush = arrivingNodes[arriving.pushesStart + count - base]
        guard leavingNodes[leaving.pushesStart + count - base].id == arrivingPush.id else {
          break
        }
        keptScreens[arrivingPush.id] = arrivingPush
        count += 1
      }
      keptPushes.append(count)
    }
    self.kept = kept
    self.keptPushes = keptPushes
    self.keptScreens = keptScreens
  }

  /// The target's node of `node`'s screen when both keep it; `node` itself otherwise.
  func targetVersion(of node: PathNode<Route>) -> PathNode<Route> {
    keptScreens[node.id] ?? node
  }
}
