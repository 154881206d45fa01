extension EventDrivenViewModel where Event == Void {
  /// Reports the screen's one event (a screen with a single action, such as Reply).
  public func send() {
    handleEvent(())
  }
}
