import Testing

/// Records objects weakly and checks that they were deallocated: the leak assertion for
/// coordinators, presenters and view models whose screen has gone.
///
/// ```swift
/// let leaks = LeakTracker()
/// leaks.track(detailCoordinator, as: "detail coordinator")
/// try host.swipeBack()
/// leaks.expectAllReleased()
/// ```
@MainActor
public final class LeakTracker {
  private struct Entry {
    weak var object: AnyObject?
    let label: String
  }

  private var entries: [Entry] = []

  /// An empty tracker.
  public init() {}

  /// Tracks `object` weakly under `label` (by default its type name).
  public func track(_ object: AnyObject, as label: String? = nil) {
    entries.append(Entry(object: object, label: label ?? String(describing: type(of: object))))
  }

  /// The labels of tracked objects that are still alive, in tracking order.
  public var aliveLabels: [String] {
    entries.filter { $0.object != nil }.map(\.label)
  }

  /// Whether every tracked object was deallocated.
  public var allReleased: Bool { aliveLabels.isEmpty }

  /// A sentence naming every tracked object that is still alive, or `nil` when all were
  /// deallocated: what ``expectAllReleased(_:sourceLocation:)`` records.
  public var leakReport: String? {
    let alive = aliveLabels
    return alive.isEmpty ? nil : "Still alive (leaked?): \(alive.joined(separator: ", "))"
  }

  /// Records a test issue naming every tracked object that is still alive.
  public func expectAllReleased(
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard var message = leakReport else { return }
    if let comment { message += ". \(comment.rawValue)" }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// Forgets every tracked object, to start a new phase of a test.
  public func reset() {
    entries.removeAll()
  }
}
