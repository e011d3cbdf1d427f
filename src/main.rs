fn main() {
    std::process::exit(pancam::cli::main());
}
