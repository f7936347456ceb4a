import Testing
import LiveCollectionsScenarios

/// The catalog reads dense ids from an array and others from its
/// dictionary; both give the same answers.
@Suite("Movie catalog")
struct MovieCatalogTests {
    private func movie(_ id: Int, _ title: String = "") -> ScenarioMovie {
        ScenarioMovie(id: id, title: title.isEmpty ? "Movie \(id)" : title, year: 2000)
    }

    @Test func denseAndSparseIdsAreFoundAlike() {
        let dense = ScenarioMovieCatalog(movies: (1...100).map { movie($0) })
        let sparse = ScenarioMovieCatalog(movies: [movie(5), movie(1_000_000), movie(Int.max)])
        for id in [-1, 0, 1, 50, 100, 101, 1_000] {
            #expect(dense[id] == dense.movies[id], "id \(id)")
        }
        #expect(dense[100]?.title == "Movie 100")
        #expect(dense[0] == nil && dense[101] == nil && dense[-1] == nil)
        #expect(sparse[5]?.id == 5 && sparse[1_000_000]?.id == 1_000_000 && sparse[Int.max]?.id == Int.max)
        #expect(sparse[6] == nil)
    }

    @Test func updatesAreSeenWhereverTheIdFalls() {
        var catalog = ScenarioMovieCatalog(movies: (1...10).map { movie($0) })
        catalog.update(movie(3, "Edited"))     // inside the array
        catalog.update(movie(40, "Next"))      // just beyond it: the array grows
        catalog.update(movie(5_000_000, "Far")) // far beyond: the dictionary alone
        #expect(catalog[3]?.title == "Edited")
        #expect(catalog[40]?.title == "Next")
        #expect(catalog[5_000_000]?.title == "Far")
        #expect(catalog[39] == nil)
        #expect(catalog.movies.count == 12)
    }

    @Test func firstOfTwoMoviesWithOneIdIsKept() {
        let catalog = ScenarioMovieCatalog(movies: [movie(1, "First"), movie(1, "Second")])
        #expect(catalog[1]?.title == "First")
        #expect(catalog.movies.count == 1)
    }

    @Test func equalityIsByMovies() {
        var grown = ScenarioMovieCatalog(movies: [movie(1)])
        grown.update(movie(2))
        #expect(grown == ScenarioMovieCatalog(movies: [movie(2), movie(1)]))
        #expect(grown != ScenarioMovieCatalog(movies: [movie(1)]))
    }
}

extension MovieCatalogTests {
    /// An id kept in the dictionary while the array was small is still
    /// found once the array grows past it.
    @Test func sparseIdsMoveIntoTheArrayAsItGrows() {
        var catalog = ScenarioMovieCatalog(movies: [])
        catalog.update(ScenarioMovie(id: 500, title: "Far at first", year: 0))
        for id in 0..<400 { catalog.update(ScenarioMovie(id: id, title: "\(id)", year: 0)) }
        #expect(catalog[500]?.title == "Far at first")
        #expect(catalog.count == 401)
        #expect(catalog.movies.count == 401)
        #expect((0..<400).allSatisfy { catalog[$0]?.title == "\($0)" })
        catalog.update(ScenarioMovie(id: 500, title: "Edited", year: 0))
        #expect(catalog[500]?.title == "Edited" && catalog.count == 401)
    }
}
