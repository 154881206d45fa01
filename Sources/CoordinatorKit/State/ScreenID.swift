/// The stable identity of one screen in a navigation state.
///
/// Routes describe *what* a screen shows; a `ScreenID` tells two screens apart even when they
/// show the same route, so pushing `.detail` twice gives two distinct screens that can be
/// popped to, observed and restored independently. It reads as its first eight hex digits.
public typealias ScreenID = UniqueID<IdentityKind.Screen>
