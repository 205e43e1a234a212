/// Smaller counts than `count`, for an operation's ``StressOperation/simplerForms``.
///
/// 0, then `count` less half of it, a quarter, an eighth… down to one less: the first that
/// still fails takes a large count (a dive of 300 children that a `UInt8` cannot count) to its
/// threshold in O(log² count) replays, not one a child.
func smallerCounts(_ count: Int) -> [Int] {
  guard count > 0 else { return [] }
  var counts = [0]
  var cut = count / 2
  while cut > 0 {
    if count - cut != counts.last { counts.append(count - cut) }
    cut /= 2
  }
  if counts.last != count - 1 { counts.append(count - 1) }
  return counts
}
