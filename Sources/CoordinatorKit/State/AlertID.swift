/// The identity of one alert: tells it apart from an identical alert shown later, so a user's
/// answer always reaches the alert the user saw. It reads as its first eight hex digits.
public typealias AlertID = UniqueID<IdentityKind.Alert>
