# The two commands README.md gives. Both install what a fresh Debian machine lacks first.
.PHONY: site test setup test-tools test-build swift-tests html-check browser-checks relevance-check program-checks

# Each part of `make test` says when it ended, in seconds since make started: where a run's time went.
ifndef START
START := $(shell date +%s)
endif
export START
ended = @echo "make $@: ended at $$(( $$(date +%s) - $(START) )) s"

setup:
	@scripts/setup

# Build the site from content/ and templates/ into public/.
site: setup
	swift build --product zhinan
	.build/debug/zhinan build

# Run the whole test suite: the Swift tests (the fuzz corpus replayed among them), lint's SARIF
# validated against the vendored SARIF 2.1.0 schema, every translation reviewed, every page valid
# HTML, the browser tests against public/, and search measured against the relevance set (floors a
# little below the figures in docs/search.md). Deterministic: fuzzing for new inputs is
# `scripts/fuzz`, not part of it.
#
# Its parts run side by side, each printing its output whole when it ends. The checks of the
# committed public/ (Nu checker, Chromium, search relevance) start as soon as their tools are
# installed, beside the Swift build and then the Swift tests, but only on CPU time those leave idle
# (SCHED_IDLE: `nice` did not hold them back, as Chromium, run as root, raises its own priority).
# Three of them, not one after another: whenever the build or the tests leave a core idle, there is
# a check to take it. The checks that run the built `zhinan` come after the Swift tests: beside them,
# at normal priority, they left the idle checks' Chromium no CPU for minutes.
test: setup
	@$(MAKE) --no-print-directory -j5 --output-sync=target swift-tests html-check browser-checks relevance-check program-checks

test-tools: setup
	scripts/setup --test
	$(ended)

test-build: setup
	swift build --build-tests
	$(ended)

# The tests build hundreds of small sites in scratch folders: in RAM (/dev/shm) when the machine has it
# with 2 GB free, as creating and removing their files on disk cost a third of the tests' time.
swift-tests: test-build
	TMPDIR=$$(test -w /dev/shm && [ "$$(df --output=avail -BG /dev/shm | tail -1 | tr -dc 0-9)" -ge 2 ] \
	  && echo /dev/shm || echo "$${TMPDIR:-/tmp}") swift test --skip-build
	$(ended)

html-check: test-tools
	chrt --idle 0 scripts/validate-html public
	$(ended)

browser-checks: test-tools
	chrt --idle 0 scripts/browser-test -m "not program"
	$(ended)

relevance-check: test-tools
	chrt --idle 0 scripts/search-relevance --min-hit1 0.78 --min-hit3 0.88 --min-mrr 0.84 --max-empty 3
	$(ended)

program-checks: test-build test-tools | swift-tests
	python3 Tests/lint/validate_sarif.py .build/debug/zhinan
	.build/debug/zhinan check --strict
	scripts/browser-test -m program
	$(ended)
