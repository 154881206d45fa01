import Testing
@_spi(UIKitModel) import UIKit

/// Every test of the UIKit host on the model, run one at a time: the model's settings and what
/// it recorded are shared by the whole process.
@MainActor
@Suite(.serialized)
struct HostOnModel {}
