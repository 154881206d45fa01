import CoordinatorKit
import Foundation
import Testing

/// A coordinator's identity, a fixed-size value: it saves as the same string
/// as before, reads back equal, and tells names and generated identities apart exactly.
@Suite("Coordinator identities")
struct CoordinatorIDTests {
  /// The identity as a state file holds it, and that text read back.
  private func roundTrip(_ id: CoordinatorID) throws -> (saved: String, read: CoordinatorID) {
    let data = try JSONEncoder().encode([id])
    let saved = try #require(String(data: data, encoding: .utf8))
    return (saved, try JSONDecoder().decode([CoordinatorID].self, from: data)[0])
  }

  /// A generated identity saves as 32 lowercase hex digits, reads back equal to itself, and
  /// differs from every other generated one.
  @Test func aGeneratedIdentitySavesAsHexAndReadsBackEqual() throws {
    let id = CoordinatorID()
    let (saved, read) = try roundTrip(id)
    #expect(saved.count == 36)  // ["…"] around 32 digits.
    #expect(saved.dropFirst(2).dropLast(2).allSatisfy { "0123456789abcdef".contains($0) })
    #expect(read == id && read.hashValue == id.hashValue)
    #expect(id.rawValue == String(saved.dropFirst(2).dropLast(2)))
    #expect(id.description == String(id.rawValue.prefix(8)))
    #expect(CoordinatorID() != id)
  }

  /// A name is equal to the same name only, saves as itself and shows its first eight
  /// characters, however often it is made.
  @Test func aNameIsEqualToTheSameNameOnly() throws {
    let inbox = CoordinatorID("inbox")
    #expect(inbox == CoordinatorID("inbox") && inbox.hashValue == CoordinatorID("inbox").hashValue)
    #expect(inbox != CoordinatorID("outbox") && inbox != CoordinatorID())
    #expect(try roundTrip(inbox).saved == #"["inbox"]"#)
    #expect(try roundTrip(inbox).read == inbox)
    #expect(CoordinatorID("a long coordinator name").description == "a long c")
    #expect(CoordinatorID("").rawValue == "")
  }

  /// A name that only looks like a generated identity (uppercase, one digit short, one letter
  /// past f) stays that name; one in exactly the generated form is that identity.
  @Test func onlyTheGeneratedFormReadsAsAGeneratedIdentity() throws {
    let hex = "0123456789abcdef0123456789abcdef"
    let generated = CoordinatorID(hex)
    #expect(generated.rawValue == hex && generated.description == "01234567")
    for lookalike in [hex.uppercased(), String(hex.dropLast()), String(hex.dropLast()) + "g"] {
      let name = CoordinatorID(lookalike)
      #expect(name.rawValue == lookalike)
      #expect(name != generated)
      #expect(try roundTrip(name).read == name)
    }
  }
}
