// The library's UIKit adapters (the other files of this folder, symbolic
// links to Sources/LiveCollections/UIKit) are compiled here as they are in
// the library on iOS, against the UIKit stand-in: in the library they are
// part of the LiveCollections module, here a module that re-exports it.
@_exported import LiveCollections
