import Foundation
import Testing

/// The JSON object `data` holds; the test fails (and this throws) where it holds none.
func jsonObject(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> [String: Any]
{
  try #require(
    try JSONSerialization.jsonObject(with: data) as? [String: Any],
    sourceLocation: sourceLocation)
}

/// The JSON object a command wrote to standard output.
func jsonObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> [String: Any]
{
  try jsonObject(Data(text.utf8), sourceLocation: sourceLocation)
}

/// The JSON object in the file at `url`.
func jsonObject(at url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> [String: Any]
{
  try jsonObject(Data(contentsOf: url), sourceLocation: sourceLocation)
}

/// The JSON document a command wrote to standard output, its `format` and `version` checked.
func jsonDocument(
  _ text: String, format: String, version: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [String: Any] {
  let document = try jsonObject(text, sourceLocation: sourceLocation)
  #expect(document["format"] as? String == format, sourceLocation: sourceLocation)
  #expect(document["version"] as? Int == version, sourceLocation: sourceLocation)
  return document
}
