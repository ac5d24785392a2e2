// What tests outside the games service use of its test kit (@carewith/games/testing): the games data
// builder. The database and command-bus helpers beside it are for the service's own specs.
export * from './games-seed';
