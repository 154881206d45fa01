import Testing
@_spi(UIKitModel) import UIKit

/// Every test of the model's rules, run one at a time: the model's settings and what it
/// recorded are shared by the whole process.
@MainActor
@Suite(.serialized)
struct ModelRules {}
