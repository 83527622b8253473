# The two commands README.md gives. Both install what a fresh Debian machine lacks first.
.PHONY: site test setup

setup:
	@scripts/setup

# Build the site from content/ and templates/ into public/.
site: setup
	swift build --product zhinan
	.build/debug/zhinan build

# Run the whole test suite.
test: setup
	swift test
