// The plain record of a run (`ScenarioRecording` and the record types beside
// it) lives in `LiveCollectionsRecording`, so that the store can depend on it
// without the replay engine. Code that replays scenarios gets it with this
// module, as before.
@_exported import LiveCollectionsRecording
