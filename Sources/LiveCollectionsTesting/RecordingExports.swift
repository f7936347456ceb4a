// The vocabulary of what a view was told (`RecordedEvent`, `EventRecord`,
// `RecordingViewStyle` ...) lives in `LiveCollectionsRecording`, so that the
// store and the documentation read it without the recording view. A test
// that drives a `RecordingView` gets it with this module.
@_exported import LiveCollectionsRecording
