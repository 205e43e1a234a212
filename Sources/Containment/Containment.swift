// The model under its own names: everything of ContainmentCore, and the members each face
// names its own way (ViewController+Model.swift, View+Model.swift).
@_exported import ContainmentCore
