; ModuleID = 'minmax_sat.c'
source_filename = "minmax_sat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"a=%d b=%d min=%d max=%d umin=%u umax=%u clamp=%d abs=%d abs()=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"labs=%ld llabs=%lld abs(INT_MIN+1)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"acc8=%u acc16=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"sat_i16(%d)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"sat_add_u32: %u %u %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"min=%d max=%d argmin=%d abssum=%ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%u \00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"sign signature=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !29 {
  %1 = alloca [64 x i32], align 16
  call void @llvm.dbg.declare(metadata !90, metadata !33, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 1, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 1, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 1, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 1, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 1, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 0, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !142
  call void @llvm.dbg.value(metadata i64 1, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 1, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 1, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 -7, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 1, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 -7, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 1, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 -7, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 1, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 -7, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 -7, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 1, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 1, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 1, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 1, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i32 noundef -7, i32 noundef -7, i32 noundef 1, i32 noundef 1, i32 noundef -7, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !142
  call void @llvm.dbg.value(metadata i64 2, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 2, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 -1, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 -1, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 -1, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 -1, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 -1, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 -1, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -1, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -1, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 -1, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef -1, i32 noundef 2147483647, i32 noundef -1, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef -1, i32 noundef -1, i32 noundef 1, i32 noundef 1), !dbg !142
  call void @llvm.dbg.value(metadata i64 3, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 3, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 7, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 7, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 7, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 7, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 7, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 7, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 7, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 7, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 7, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 7, i32 noundef 0, i32 noundef 0, i32 noundef 7, i32 noundef 0, i32 noundef 7, i32 noundef 7, i32 noundef 7, i32 noundef 7), !dbg !142
  call void @llvm.dbg.value(metadata i64 4, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 4, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 -7, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 7, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 -7, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 7, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 -7, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 7, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 -7, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 7, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 -7, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 7, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 -7, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -7, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -7, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 -7, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef -7, i32 noundef 7, i32 noundef -7, i32 noundef 7, i32 noundef 7, i32 noundef -7, i32 noundef -7, i32 noundef 7, i32 noundef 7), !dbg !142
  call void @llvm.dbg.value(metadata i64 5, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 5, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 100, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 -100, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 100, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 -100, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 100, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 -100, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 100, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 -100, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 100, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 -100, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 100, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 100, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 100, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 100, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 100, i32 noundef -100, i32 noundef -100, i32 noundef 100, i32 noundef 100, i32 noundef -100, i32 noundef 50, i32 noundef 100, i32 noundef 100), !dbg !142
  call void @llvm.dbg.value(metadata i64 6, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 6, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 -100, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 12345, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 -100, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 12345, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 -100, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 12345, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 -100, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 12345, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 -100, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 12345, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 -100, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -100, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 -100, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef -100, i32 noundef 12345, i32 noundef -100, i32 noundef 12345, i32 noundef 12345, i32 noundef -100, i32 noundef -50, i32 noundef 100, i32 noundef 100), !dbg !142
  call void @llvm.dbg.value(metadata i64 7, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 7, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 -1, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 -1, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 -1, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 -1, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 -1, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 2147483647, i32 noundef -1, i32 noundef -1, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef -1, i32 noundef 50, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !142
  call void @llvm.dbg.value(metadata i64 8, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 8, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 100, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 100, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 100, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 100, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 100, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef -2147483647, i32 noundef 100, i32 noundef -2147483647, i32 noundef 100, i32 noundef 100, i32 noundef -2147483647, i32 noundef -50, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !142
  call void @llvm.dbg.value(metadata i64 9, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 9, metadata !37, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 12345, metadata !39, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !42, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 12345, metadata !94, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 12345, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 12345, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 12345, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 -2147483647, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 12345, metadata !122, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 -50, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 50, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 12345, metadata !102, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 -50, metadata !105, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 12345, metadata !94, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 50, metadata !99, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 12345, metadata !135, metadata !DIExpression()) #7, !dbg !140
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 12345, i32 noundef -2147483647, i32 noundef -2147483647, i32 noundef 12345, i32 noundef 12345, i32 noundef -2147483647, i32 noundef 50, i32 noundef 12345, i32 noundef 12345), !dbg !142
  call void @llvm.dbg.value(metadata i64 10, metadata !37, metadata !DIExpression()), !dbg !92
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i64 noundef 1234567890123, i64 noundef 9000000000000000000, i32 noundef 2147483647), !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i64 0, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression()), !dbg !145
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2147483647), !dbg !146
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2147483647), !dbg !146
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2147483642), !dbg !146
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1), !dbg !146
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2147483647), !dbg !146
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 147483647), !dbg !146
  call void @llvm.dbg.value(metadata i64 6, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i64 1, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression()), !dbg !145
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2147483647), !dbg !146
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2), !dbg !146
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -4), !dbg !146
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2147483647), !dbg !146
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1000000001), !dbg !146
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1999999999), !dbg !146
  call void @llvm.dbg.value(metadata i64 6, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i64 2, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression()), !dbg !145
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2147483642), !dbg !146
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -4), !dbg !146
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -10), !dbg !146
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2147483648), !dbg !146
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 999999995), !dbg !146
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2000000005), !dbg !146
  call void @llvm.dbg.value(metadata i64 6, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i64 3, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression()), !dbg !145
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1), !dbg !146
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2147483647), !dbg !146
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2147483648), !dbg !146
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2147483648), !dbg !146
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1147483648), !dbg !146
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2147483648), !dbg !146
  call void @llvm.dbg.value(metadata i64 6, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i64 4, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression()), !dbg !145
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2147483647), !dbg !146
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 1000000001), !dbg !146
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 999999995), !dbg !146
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1147483648), !dbg !146
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2000000000), !dbg !146
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1000000000), !dbg !146
  call void @llvm.dbg.value(metadata i64 6, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 5, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i64 5, metadata !47, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 0, metadata !49, metadata !DIExpression()), !dbg !145
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef 147483647), !dbg !146
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !49, metadata !DIExpression()), !dbg !145
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1999999999), !dbg !146
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !49, metadata !DIExpression()), !dbg !145
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2000000005), !dbg !146
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !49, metadata !DIExpression()), !dbg !145
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2147483648), !dbg !146
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !49, metadata !DIExpression()), !dbg !145
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -1000000000), !dbg !146
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 5, metadata !49, metadata !DIExpression()), !dbg !145
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef -2147483648), !dbg !146
  call void @llvm.dbg.value(metadata i64 6, metadata !49, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 6, metadata !47, metadata !DIExpression()), !dbg !144
  %49 = tail call i32 @putchar(i32 10), !dbg !148
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !150
  br label %50, !dbg !151

50:                                               ; preds = %0, %50
  %51 = phi i32 [ 0, %0 ], [ %134, %50 ]
  %52 = phi i32 [ 0, %0 ], [ %133, %50 ]
  %53 = phi i32 [ 0, %0 ], [ %130, %50 ]
  call void @llvm.dbg.value(metadata i32 %51, metadata !54, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 %52, metadata !53, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 %53, metadata !52, metadata !DIExpression()), !dbg !149
  %54 = trunc i32 %51 to i16
  %55 = mul nuw i16 %54, 200
  call void @llvm.dbg.value(metadata i32 0, metadata !56, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 %52, metadata !53, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 %53, metadata !52, metadata !DIExpression()), !dbg !149
  %56 = insertelement <4 x i32> poison, i32 %51, i64 0, !dbg !153
  %57 = shufflevector <4 x i32> %56, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !153
  %58 = insertelement <4 x i16> poison, i16 %55, i64 0, !dbg !153
  %59 = shufflevector <4 x i16> %58, <4 x i16> poison, <4 x i32> zeroinitializer, !dbg !153
  %60 = add nuw nsw <4 x i32> %57, <i32 0, i32 7, i32 14, i32 21>, !dbg !154
  %61 = add nuw nsw <4 x i32> %57, <i32 28, i32 35, i32 42, i32 49>, !dbg !154
  %62 = add nuw nsw <4 x i32> %57, <i32 56, i32 63, i32 70, i32 77>, !dbg !154
  %63 = add nuw nsw <4 x i32> %57, <i32 84, i32 91, i32 98, i32 105>, !dbg !154
  %64 = add nuw nsw <4 x i32> %57, <i32 112, i32 119, i32 126, i32 133>, !dbg !154
  %65 = add nuw nsw <4 x i32> %57, <i32 140, i32 147, i32 154, i32 161>, !dbg !154
  %66 = add nuw nsw <4 x i32> %57, <i32 168, i32 175, i32 182, i32 189>, !dbg !154
  %67 = add nuw nsw <4 x i32> %57, <i32 196, i32 203, i32 210, i32 217>, !dbg !154
  %68 = add nuw nsw <4 x i32> %57, <i32 224, i32 231, i32 238, i32 245>, !dbg !154
  %69 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %52, i64 0, !dbg !153
  %70 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %59, <4 x i16> <i16 0, i16 1050, i16 2100, i16 3150>), !dbg !165
  %71 = zext <4 x i16> %70 to <4 x i32>, !dbg !173
  %72 = add <4 x i32> %69, %71, !dbg !174
  %73 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %59, <4 x i16> <i16 4200, i16 5250, i16 6300, i16 7350>), !dbg !165
  %74 = zext <4 x i16> %73 to <4 x i32>, !dbg !173
  %75 = add <4 x i32> %72, %74, !dbg !174
  %76 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %59, <4 x i16> <i16 8400, i16 9450, i16 10500, i16 11550>), !dbg !165
  %77 = zext <4 x i16> %76 to <4 x i32>, !dbg !173
  %78 = add <4 x i32> %75, %77, !dbg !174
  %79 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %59, <4 x i16> <i16 12600, i16 13650, i16 14700, i16 15750>), !dbg !165
  %80 = zext <4 x i16> %79 to <4 x i32>, !dbg !173
  %81 = add <4 x i32> %78, %80, !dbg !174
  %82 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %59, <4 x i16> <i16 16800, i16 17850, i16 18900, i16 19950>), !dbg !165
  %83 = zext <4 x i16> %82 to <4 x i32>, !dbg !173
  %84 = add <4 x i32> %81, %83, !dbg !174
  %85 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %59, <4 x i16> <i16 21000, i16 22050, i16 23100, i16 24150>), !dbg !165
  %86 = zext <4 x i16> %85 to <4 x i32>, !dbg !173
  %87 = add <4 x i32> %84, %86, !dbg !174
  %88 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %59, <4 x i16> <i16 25200, i16 26250, i16 27300, i16 28350>), !dbg !165
  %89 = zext <4 x i16> %88 to <4 x i32>, !dbg !173
  %90 = add <4 x i32> %87, %89, !dbg !174
  %91 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %59, <4 x i16> <i16 29400, i16 30450, i16 31500, i16 32550>), !dbg !165
  %92 = zext <4 x i16> %91 to <4 x i32>, !dbg !173
  %93 = add <4 x i32> %90, %92, !dbg !174
  %94 = call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %59, <4 x i16> <i16 -31936, i16 -30886, i16 -29836, i16 -28786>), !dbg !165
  %95 = zext <4 x i16> %94 to <4 x i32>, !dbg !173
  %96 = add <4 x i32> %93, %95, !dbg !174
  %97 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %96), !dbg !153
  %98 = icmp ult <4 x i32> %68, <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %99 = select <4 x i1> %98, <4 x i32> %68, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %100 = icmp ult <4 x i32> %67, <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %101 = select <4 x i1> %100, <4 x i32> %67, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %102 = icmp ult <4 x i32> %66, <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %103 = select <4 x i1> %102, <4 x i32> %66, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %104 = icmp ult <4 x i32> %65, <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %105 = select <4 x i1> %104, <4 x i32> %65, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %106 = icmp ult <4 x i32> %64, <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %107 = select <4 x i1> %106, <4 x i32> %64, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %108 = icmp ult <4 x i32> %63, <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %109 = select <4 x i1> %108, <4 x i32> %63, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %110 = icmp ult <4 x i32> %62, <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %111 = select <4 x i1> %110, <4 x i32> %62, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %112 = icmp ult <4 x i32> %61, <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %113 = select <4 x i1> %112, <4 x i32> %61, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %114 = icmp ult <4 x i32> %60, <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %115 = select <4 x i1> %114, <4 x i32> %60, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, !dbg !175
  %116 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %53, i64 0, !dbg !153
  %117 = add <4 x i32> %115, %116, !dbg !176
  %118 = add <4 x i32> %113, %117, !dbg !176
  %119 = add <4 x i32> %111, %118, !dbg !176
  %120 = add <4 x i32> %109, %119, !dbg !176
  %121 = add <4 x i32> %107, %120, !dbg !176
  %122 = add <4 x i32> %105, %121, !dbg !176
  %123 = add <4 x i32> %103, %122, !dbg !176
  %124 = add <4 x i32> %101, %123, !dbg !176
  %125 = add <4 x i32> %99, %124, !dbg !176
  %126 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %125), !dbg !153
  call void @llvm.dbg.value(metadata i32 252, metadata !56, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 %97, metadata !53, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 %126, metadata !52, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 %51, metadata !159, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !177
  call void @llvm.dbg.value(metadata i32 252, metadata !160, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !177
  call void @llvm.dbg.value(metadata i32 %51, metadata !161, metadata !DIExpression(DW_OP_plus_uconst, 252, DW_OP_stack_value)), !dbg !177
  %127 = icmp ult i32 %51, 3, !dbg !175
  %128 = select i1 %127, i32 %51, i32 3, !dbg !175
  %129 = or i32 %128, 252, !dbg !175
  %130 = add i32 %129, %126, !dbg !176
  call void @llvm.dbg.value(metadata i32 %130, metadata !52, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i16 %55, metadata !170, metadata !DIExpression()) #7, !dbg !178
  call void @llvm.dbg.value(metadata i16 -27736, metadata !171, metadata !DIExpression()) #7, !dbg !178
  %131 = tail call i16 @llvm.usub.sat.i16(i16 %55, i16 -27736) #7, !dbg !165
  %132 = zext i16 %131 to i32, !dbg !173
  %133 = add i32 %97, %132, !dbg !174
  call void @llvm.dbg.value(metadata i32 %133, metadata !53, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 259, metadata !56, metadata !DIExpression()), !dbg !152
  %134 = add nuw nsw i32 %51, 5, !dbg !179
  call void @llvm.dbg.value(metadata i32 %134, metadata !54, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 %133, metadata !53, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 %130, metadata !52, metadata !DIExpression()), !dbg !149
  %135 = icmp ult i32 %51, 251, !dbg !180
  br i1 %135, label %50, label %136, !dbg !151, !llvm.loop !181

136:                                              ; preds = %50
  %137 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %130, i32 noundef %133), !dbg !184
  call void @llvm.dbg.value(metadata i32 -40000, metadata !59, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 -40000, metadata !59, metadata !DIExpression()), !dbg !185
  %138 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -40000, i32 noundef -32768), !dbg !186
  call void @llvm.dbg.value(metadata i32 -30001, metadata !59, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 -30001, metadata !59, metadata !DIExpression()), !dbg !185
  %139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -30001, i32 noundef -30001), !dbg !186
  call void @llvm.dbg.value(metadata i32 -20002, metadata !59, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 -20002, metadata !59, metadata !DIExpression()), !dbg !185
  %140 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -20002, i32 noundef -20002), !dbg !186
  call void @llvm.dbg.value(metadata i32 -10003, metadata !59, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 -10003, metadata !59, metadata !DIExpression()), !dbg !185
  %141 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -10003, i32 noundef -10003), !dbg !186
  call void @llvm.dbg.value(metadata i32 -4, metadata !59, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 -4, metadata !59, metadata !DIExpression()), !dbg !185
  %142 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef -4, i32 noundef -4), !dbg !186
  call void @llvm.dbg.value(metadata i32 9995, metadata !59, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 9995, metadata !59, metadata !DIExpression()), !dbg !185
  %143 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef 9995, i32 noundef 9995), !dbg !186
  call void @llvm.dbg.value(metadata i32 19994, metadata !59, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 19994, metadata !59, metadata !DIExpression()), !dbg !185
  %144 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef 19994, i32 noundef 19994), !dbg !186
  call void @llvm.dbg.value(metadata i32 29993, metadata !59, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 29993, metadata !59, metadata !DIExpression()), !dbg !185
  %145 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef 29993, i32 noundef 29993), !dbg !186
  call void @llvm.dbg.value(metadata i32 39992, metadata !59, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 39992, metadata !59, metadata !DIExpression()), !dbg !185
  %146 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef 39992, i32 noundef 32767), !dbg !186
  call void @llvm.dbg.value(metadata i32 49991, metadata !59, metadata !DIExpression()), !dbg !185
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i64 0, i64 0), i32 noundef 3, i32 noundef -1, i32 noundef -1), !dbg !188
  %148 = bitcast [64 x i32]* %1 to i8*, !dbg !189
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %148) #7, !dbg !189
  call void @llvm.dbg.declare(metadata [64 x i32]* %1, metadata !61, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 17, metadata !65, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !191
  br label %149, !dbg !192

149:                                              ; preds = %149, %136
  %150 = phi i64 [ 0, %136 ], [ %169, %149 ]
  %151 = phi i32 [ 17, %136 ], [ %162, %149 ]
  call void @llvm.dbg.value(metadata i64 %150, metadata !66, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 %151, metadata !65, metadata !DIExpression()), !dbg !149
  %152 = mul i32 %151, 1103515245, !dbg !193
  %153 = add i32 %152, 12345, !dbg !196
  call void @llvm.dbg.value(metadata i32 %153, metadata !65, metadata !DIExpression()), !dbg !149
  %154 = lshr i32 %153, 16, !dbg !197
  %155 = trunc i32 %154 to i16, !dbg !198
  %156 = urem i16 %155, 1000, !dbg !198
  %157 = zext i16 %156 to i32, !dbg !198
  %158 = add nsw i32 %157, -500, !dbg !199
  %159 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %150, !dbg !200
  store i32 %158, i32* %159, align 8, !dbg !201, !tbaa !202
  %160 = or i64 %150, 1, !dbg !206
  call void @llvm.dbg.value(metadata i64 %160, metadata !66, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i64 %160, metadata !66, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 %153, metadata !65, metadata !DIExpression()), !dbg !149
  %161 = mul i32 %153, 1103515245, !dbg !193
  %162 = add i32 %161, 12345, !dbg !196
  call void @llvm.dbg.value(metadata i32 %162, metadata !65, metadata !DIExpression()), !dbg !149
  %163 = lshr i32 %162, 16, !dbg !197
  %164 = trunc i32 %163 to i16, !dbg !198
  %165 = urem i16 %164, 1000, !dbg !198
  %166 = zext i16 %165 to i32, !dbg !198
  %167 = add nsw i32 %166, -500, !dbg !199
  %168 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %160, !dbg !200
  store i32 %167, i32* %168, align 4, !dbg !201, !tbaa !202
  %169 = add nuw nsw i64 %150, 2, !dbg !206
  call void @llvm.dbg.value(metadata i64 %169, metadata !66, metadata !DIExpression()), !dbg !191
  %170 = icmp eq i64 %169, 64, !dbg !207
  br i1 %170, label %171, label %149, !dbg !192, !llvm.loop !208

171:                                              ; preds = %149, %171
  %172 = phi i64 [ %197, %171 ], [ 0, %149 ], !dbg !210
  %173 = phi <2 x i64> [ %196, %171 ], [ zeroinitializer, %149 ]
  %174 = phi <2 x i32> [ %193, %171 ], [ <i32 -2147483648, i32 -2147483648>, %149 ]
  %175 = phi <2 x i32> [ %191, %171 ], [ <i32 2147483647, i32 2147483647>, %149 ]
  %176 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %172, !dbg !210
  %177 = bitcast i32* %176 to <2 x i32>*, !dbg !212
  %178 = load <2 x i32>, <2 x i32>* %177, align 16, !dbg !212, !tbaa !202
  %179 = icmp slt <2 x i32> %175, %178, !dbg !214
  %180 = select <2 x i1> %179, <2 x i32> %175, <2 x i32> %178, !dbg !216
  %181 = icmp sgt <2 x i32> %174, %178, !dbg !217
  %182 = select <2 x i1> %181, <2 x i32> %174, <2 x i32> %178, !dbg !219
  %183 = call <2 x i32> @llvm.abs.v2i32(<2 x i32> %178, i1 true), !dbg !220
  %184 = zext <2 x i32> %183 to <2 x i64>, !dbg !222
  %185 = add <2 x i64> %173, %184, !dbg !223
  %186 = or i64 %172, 2, !dbg !210
  %187 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 %186, !dbg !210
  %188 = bitcast i32* %187 to <2 x i32>*, !dbg !212
  %189 = load <2 x i32>, <2 x i32>* %188, align 8, !dbg !212, !tbaa !202
  %190 = icmp slt <2 x i32> %180, %189, !dbg !214
  %191 = select <2 x i1> %190, <2 x i32> %180, <2 x i32> %189, !dbg !216
  %192 = icmp sgt <2 x i32> %182, %189, !dbg !217
  %193 = select <2 x i1> %192, <2 x i32> %182, <2 x i32> %189, !dbg !219
  %194 = call <2 x i32> @llvm.abs.v2i32(<2 x i32> %189, i1 true), !dbg !220
  %195 = zext <2 x i32> %194 to <2 x i64>, !dbg !222
  %196 = add <2 x i64> %185, %195, !dbg !223
  %197 = add nuw nsw i64 %172, 4, !dbg !210
  %198 = icmp eq i64 %197, 64, !dbg !210
  br i1 %198, label %199, label %171, !dbg !210, !llvm.loop !224

199:                                              ; preds = %171
  %200 = call i32 @llvm.vector.reduce.smin.v2i32(<2 x i32> %191), !dbg !225
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 0, metadata !74, metadata !DIExpression()), !dbg !228
  %201 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 0, !dbg !229
  %202 = load i32, i32* %201, align 16, !dbg !229, !tbaa !202
  %203 = icmp eq i32 %202, %200, !dbg !232
  br i1 %203, label %457, label %204, !dbg !233

204:                                              ; preds = %199
  call void @llvm.dbg.value(metadata i64 1, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 1, metadata !74, metadata !DIExpression()), !dbg !228
  %205 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 1, !dbg !229
  %206 = load i32, i32* %205, align 4, !dbg !229, !tbaa !202
  %207 = icmp eq i32 %206, %200, !dbg !232
  br i1 %207, label %457, label %208, !dbg !233

208:                                              ; preds = %204
  call void @llvm.dbg.value(metadata i64 2, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 2, metadata !74, metadata !DIExpression()), !dbg !228
  %209 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 2, !dbg !229
  %210 = load i32, i32* %209, align 8, !dbg !229, !tbaa !202
  %211 = icmp eq i32 %210, %200, !dbg !232
  br i1 %211, label %457, label %212, !dbg !233

212:                                              ; preds = %208
  call void @llvm.dbg.value(metadata i64 3, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 3, metadata !74, metadata !DIExpression()), !dbg !228
  %213 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 3, !dbg !229
  %214 = load i32, i32* %213, align 4, !dbg !229, !tbaa !202
  %215 = icmp eq i32 %214, %200, !dbg !232
  br i1 %215, label %457, label %216, !dbg !233

216:                                              ; preds = %212
  call void @llvm.dbg.value(metadata i64 4, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 4, metadata !74, metadata !DIExpression()), !dbg !228
  %217 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 4, !dbg !229
  %218 = load i32, i32* %217, align 16, !dbg !229, !tbaa !202
  %219 = icmp eq i32 %218, %200, !dbg !232
  br i1 %219, label %457, label %220, !dbg !233

220:                                              ; preds = %216
  call void @llvm.dbg.value(metadata i64 5, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 5, metadata !74, metadata !DIExpression()), !dbg !228
  %221 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 5, !dbg !229
  %222 = load i32, i32* %221, align 4, !dbg !229, !tbaa !202
  %223 = icmp eq i32 %222, %200, !dbg !232
  br i1 %223, label %457, label %224, !dbg !233

224:                                              ; preds = %220
  call void @llvm.dbg.value(metadata i64 6, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 6, metadata !74, metadata !DIExpression()), !dbg !228
  %225 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 6, !dbg !229
  %226 = load i32, i32* %225, align 8, !dbg !229, !tbaa !202
  %227 = icmp eq i32 %226, %200, !dbg !232
  br i1 %227, label %457, label %228, !dbg !233

228:                                              ; preds = %224
  call void @llvm.dbg.value(metadata i64 7, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 7, metadata !74, metadata !DIExpression()), !dbg !228
  %229 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 7, !dbg !229
  %230 = load i32, i32* %229, align 4, !dbg !229, !tbaa !202
  %231 = icmp eq i32 %230, %200, !dbg !232
  br i1 %231, label %457, label %232, !dbg !233

232:                                              ; preds = %228
  call void @llvm.dbg.value(metadata i64 8, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 8, metadata !74, metadata !DIExpression()), !dbg !228
  %233 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 8, !dbg !229
  %234 = load i32, i32* %233, align 16, !dbg !229, !tbaa !202
  %235 = icmp eq i32 %234, %200, !dbg !232
  br i1 %235, label %457, label %236, !dbg !233

236:                                              ; preds = %232
  call void @llvm.dbg.value(metadata i64 9, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 9, metadata !74, metadata !DIExpression()), !dbg !228
  %237 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 9, !dbg !229
  %238 = load i32, i32* %237, align 4, !dbg !229, !tbaa !202
  %239 = icmp eq i32 %238, %200, !dbg !232
  br i1 %239, label %457, label %240, !dbg !233

240:                                              ; preds = %236
  call void @llvm.dbg.value(metadata i64 10, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 10, metadata !74, metadata !DIExpression()), !dbg !228
  %241 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 10, !dbg !229
  %242 = load i32, i32* %241, align 8, !dbg !229, !tbaa !202
  %243 = icmp eq i32 %242, %200, !dbg !232
  br i1 %243, label %457, label %244, !dbg !233

244:                                              ; preds = %240
  call void @llvm.dbg.value(metadata i64 11, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 11, metadata !74, metadata !DIExpression()), !dbg !228
  %245 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 11, !dbg !229
  %246 = load i32, i32* %245, align 4, !dbg !229, !tbaa !202
  %247 = icmp eq i32 %246, %200, !dbg !232
  br i1 %247, label %457, label %248, !dbg !233

248:                                              ; preds = %244
  call void @llvm.dbg.value(metadata i64 12, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 12, metadata !74, metadata !DIExpression()), !dbg !228
  %249 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 12, !dbg !229
  %250 = load i32, i32* %249, align 16, !dbg !229, !tbaa !202
  %251 = icmp eq i32 %250, %200, !dbg !232
  br i1 %251, label %457, label %252, !dbg !233

252:                                              ; preds = %248
  call void @llvm.dbg.value(metadata i64 13, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 13, metadata !74, metadata !DIExpression()), !dbg !228
  %253 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 13, !dbg !229
  %254 = load i32, i32* %253, align 4, !dbg !229, !tbaa !202
  %255 = icmp eq i32 %254, %200, !dbg !232
  br i1 %255, label %457, label %256, !dbg !233

256:                                              ; preds = %252
  call void @llvm.dbg.value(metadata i64 14, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 14, metadata !74, metadata !DIExpression()), !dbg !228
  %257 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 14, !dbg !229
  %258 = load i32, i32* %257, align 8, !dbg !229, !tbaa !202
  %259 = icmp eq i32 %258, %200, !dbg !232
  br i1 %259, label %457, label %260, !dbg !233

260:                                              ; preds = %256
  call void @llvm.dbg.value(metadata i64 15, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 15, metadata !74, metadata !DIExpression()), !dbg !228
  %261 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 15, !dbg !229
  %262 = load i32, i32* %261, align 4, !dbg !229, !tbaa !202
  %263 = icmp eq i32 %262, %200, !dbg !232
  br i1 %263, label %457, label %264, !dbg !233

264:                                              ; preds = %260
  call void @llvm.dbg.value(metadata i64 16, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 16, metadata !74, metadata !DIExpression()), !dbg !228
  %265 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 16, !dbg !229
  %266 = load i32, i32* %265, align 16, !dbg !229, !tbaa !202
  %267 = icmp eq i32 %266, %200, !dbg !232
  br i1 %267, label %457, label %268, !dbg !233

268:                                              ; preds = %264
  call void @llvm.dbg.value(metadata i64 17, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 17, metadata !74, metadata !DIExpression()), !dbg !228
  %269 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 17, !dbg !229
  %270 = load i32, i32* %269, align 4, !dbg !229, !tbaa !202
  %271 = icmp eq i32 %270, %200, !dbg !232
  br i1 %271, label %457, label %272, !dbg !233

272:                                              ; preds = %268
  call void @llvm.dbg.value(metadata i64 18, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 18, metadata !74, metadata !DIExpression()), !dbg !228
  %273 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 18, !dbg !229
  %274 = load i32, i32* %273, align 8, !dbg !229, !tbaa !202
  %275 = icmp eq i32 %274, %200, !dbg !232
  br i1 %275, label %457, label %276, !dbg !233

276:                                              ; preds = %272
  call void @llvm.dbg.value(metadata i64 19, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 19, metadata !74, metadata !DIExpression()), !dbg !228
  %277 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 19, !dbg !229
  %278 = load i32, i32* %277, align 4, !dbg !229, !tbaa !202
  %279 = icmp eq i32 %278, %200, !dbg !232
  br i1 %279, label %457, label %280, !dbg !233

280:                                              ; preds = %276
  call void @llvm.dbg.value(metadata i64 20, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 20, metadata !74, metadata !DIExpression()), !dbg !228
  %281 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 20, !dbg !229
  %282 = load i32, i32* %281, align 16, !dbg !229, !tbaa !202
  %283 = icmp eq i32 %282, %200, !dbg !232
  br i1 %283, label %457, label %284, !dbg !233

284:                                              ; preds = %280
  call void @llvm.dbg.value(metadata i64 21, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 21, metadata !74, metadata !DIExpression()), !dbg !228
  %285 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 21, !dbg !229
  %286 = load i32, i32* %285, align 4, !dbg !229, !tbaa !202
  %287 = icmp eq i32 %286, %200, !dbg !232
  br i1 %287, label %457, label %288, !dbg !233

288:                                              ; preds = %284
  call void @llvm.dbg.value(metadata i64 22, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 22, metadata !74, metadata !DIExpression()), !dbg !228
  %289 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 22, !dbg !229
  %290 = load i32, i32* %289, align 8, !dbg !229, !tbaa !202
  %291 = icmp eq i32 %290, %200, !dbg !232
  br i1 %291, label %457, label %292, !dbg !233

292:                                              ; preds = %288
  call void @llvm.dbg.value(metadata i64 23, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 23, metadata !74, metadata !DIExpression()), !dbg !228
  %293 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 23, !dbg !229
  %294 = load i32, i32* %293, align 4, !dbg !229, !tbaa !202
  %295 = icmp eq i32 %294, %200, !dbg !232
  br i1 %295, label %457, label %296, !dbg !233

296:                                              ; preds = %292
  call void @llvm.dbg.value(metadata i64 24, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 24, metadata !74, metadata !DIExpression()), !dbg !228
  %297 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 24, !dbg !229
  %298 = load i32, i32* %297, align 16, !dbg !229, !tbaa !202
  %299 = icmp eq i32 %298, %200, !dbg !232
  br i1 %299, label %457, label %300, !dbg !233

300:                                              ; preds = %296
  call void @llvm.dbg.value(metadata i64 25, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 25, metadata !74, metadata !DIExpression()), !dbg !228
  %301 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 25, !dbg !229
  %302 = load i32, i32* %301, align 4, !dbg !229, !tbaa !202
  %303 = icmp eq i32 %302, %200, !dbg !232
  br i1 %303, label %457, label %304, !dbg !233

304:                                              ; preds = %300
  call void @llvm.dbg.value(metadata i64 26, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 26, metadata !74, metadata !DIExpression()), !dbg !228
  %305 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 26, !dbg !229
  %306 = load i32, i32* %305, align 8, !dbg !229, !tbaa !202
  %307 = icmp eq i32 %306, %200, !dbg !232
  br i1 %307, label %457, label %308, !dbg !233

308:                                              ; preds = %304
  call void @llvm.dbg.value(metadata i64 27, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 27, metadata !74, metadata !DIExpression()), !dbg !228
  %309 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 27, !dbg !229
  %310 = load i32, i32* %309, align 4, !dbg !229, !tbaa !202
  %311 = icmp eq i32 %310, %200, !dbg !232
  br i1 %311, label %457, label %312, !dbg !233

312:                                              ; preds = %308
  call void @llvm.dbg.value(metadata i64 28, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 28, metadata !74, metadata !DIExpression()), !dbg !228
  %313 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 28, !dbg !229
  %314 = load i32, i32* %313, align 16, !dbg !229, !tbaa !202
  %315 = icmp eq i32 %314, %200, !dbg !232
  br i1 %315, label %457, label %316, !dbg !233

316:                                              ; preds = %312
  call void @llvm.dbg.value(metadata i64 29, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 29, metadata !74, metadata !DIExpression()), !dbg !228
  %317 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 29, !dbg !229
  %318 = load i32, i32* %317, align 4, !dbg !229, !tbaa !202
  %319 = icmp eq i32 %318, %200, !dbg !232
  br i1 %319, label %457, label %320, !dbg !233

320:                                              ; preds = %316
  call void @llvm.dbg.value(metadata i64 30, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 30, metadata !74, metadata !DIExpression()), !dbg !228
  %321 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 30, !dbg !229
  %322 = load i32, i32* %321, align 8, !dbg !229, !tbaa !202
  %323 = icmp eq i32 %322, %200, !dbg !232
  br i1 %323, label %457, label %324, !dbg !233

324:                                              ; preds = %320
  call void @llvm.dbg.value(metadata i64 31, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 31, metadata !74, metadata !DIExpression()), !dbg !228
  %325 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 31, !dbg !229
  %326 = load i32, i32* %325, align 4, !dbg !229, !tbaa !202
  %327 = icmp eq i32 %326, %200, !dbg !232
  br i1 %327, label %457, label %328, !dbg !233

328:                                              ; preds = %324
  call void @llvm.dbg.value(metadata i64 32, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 32, metadata !74, metadata !DIExpression()), !dbg !228
  %329 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 32, !dbg !229
  %330 = load i32, i32* %329, align 16, !dbg !229, !tbaa !202
  %331 = icmp eq i32 %330, %200, !dbg !232
  br i1 %331, label %457, label %332, !dbg !233

332:                                              ; preds = %328
  call void @llvm.dbg.value(metadata i64 33, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 33, metadata !74, metadata !DIExpression()), !dbg !228
  %333 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 33, !dbg !229
  %334 = load i32, i32* %333, align 4, !dbg !229, !tbaa !202
  %335 = icmp eq i32 %334, %200, !dbg !232
  br i1 %335, label %457, label %336, !dbg !233

336:                                              ; preds = %332
  call void @llvm.dbg.value(metadata i64 34, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 34, metadata !74, metadata !DIExpression()), !dbg !228
  %337 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 34, !dbg !229
  %338 = load i32, i32* %337, align 8, !dbg !229, !tbaa !202
  %339 = icmp eq i32 %338, %200, !dbg !232
  br i1 %339, label %457, label %340, !dbg !233

340:                                              ; preds = %336
  call void @llvm.dbg.value(metadata i64 35, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 35, metadata !74, metadata !DIExpression()), !dbg !228
  %341 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 35, !dbg !229
  %342 = load i32, i32* %341, align 4, !dbg !229, !tbaa !202
  %343 = icmp eq i32 %342, %200, !dbg !232
  br i1 %343, label %457, label %344, !dbg !233

344:                                              ; preds = %340
  call void @llvm.dbg.value(metadata i64 36, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 36, metadata !74, metadata !DIExpression()), !dbg !228
  %345 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 36, !dbg !229
  %346 = load i32, i32* %345, align 16, !dbg !229, !tbaa !202
  %347 = icmp eq i32 %346, %200, !dbg !232
  br i1 %347, label %457, label %348, !dbg !233

348:                                              ; preds = %344
  call void @llvm.dbg.value(metadata i64 37, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 37, metadata !74, metadata !DIExpression()), !dbg !228
  %349 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 37, !dbg !229
  %350 = load i32, i32* %349, align 4, !dbg !229, !tbaa !202
  %351 = icmp eq i32 %350, %200, !dbg !232
  br i1 %351, label %457, label %352, !dbg !233

352:                                              ; preds = %348
  call void @llvm.dbg.value(metadata i64 38, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 38, metadata !74, metadata !DIExpression()), !dbg !228
  %353 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 38, !dbg !229
  %354 = load i32, i32* %353, align 8, !dbg !229, !tbaa !202
  %355 = icmp eq i32 %354, %200, !dbg !232
  br i1 %355, label %457, label %356, !dbg !233

356:                                              ; preds = %352
  call void @llvm.dbg.value(metadata i64 39, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 39, metadata !74, metadata !DIExpression()), !dbg !228
  %357 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 39, !dbg !229
  %358 = load i32, i32* %357, align 4, !dbg !229, !tbaa !202
  %359 = icmp eq i32 %358, %200, !dbg !232
  br i1 %359, label %457, label %360, !dbg !233

360:                                              ; preds = %356
  call void @llvm.dbg.value(metadata i64 40, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 40, metadata !74, metadata !DIExpression()), !dbg !228
  %361 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 40, !dbg !229
  %362 = load i32, i32* %361, align 16, !dbg !229, !tbaa !202
  %363 = icmp eq i32 %362, %200, !dbg !232
  br i1 %363, label %457, label %364, !dbg !233

364:                                              ; preds = %360
  call void @llvm.dbg.value(metadata i64 41, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 41, metadata !74, metadata !DIExpression()), !dbg !228
  %365 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 41, !dbg !229
  %366 = load i32, i32* %365, align 4, !dbg !229, !tbaa !202
  %367 = icmp eq i32 %366, %200, !dbg !232
  br i1 %367, label %457, label %368, !dbg !233

368:                                              ; preds = %364
  call void @llvm.dbg.value(metadata i64 42, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 42, metadata !74, metadata !DIExpression()), !dbg !228
  %369 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 42, !dbg !229
  %370 = load i32, i32* %369, align 8, !dbg !229, !tbaa !202
  %371 = icmp eq i32 %370, %200, !dbg !232
  br i1 %371, label %457, label %372, !dbg !233

372:                                              ; preds = %368
  call void @llvm.dbg.value(metadata i64 43, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 43, metadata !74, metadata !DIExpression()), !dbg !228
  %373 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 43, !dbg !229
  %374 = load i32, i32* %373, align 4, !dbg !229, !tbaa !202
  %375 = icmp eq i32 %374, %200, !dbg !232
  br i1 %375, label %457, label %376, !dbg !233

376:                                              ; preds = %372
  call void @llvm.dbg.value(metadata i64 44, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 44, metadata !74, metadata !DIExpression()), !dbg !228
  %377 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 44, !dbg !229
  %378 = load i32, i32* %377, align 16, !dbg !229, !tbaa !202
  %379 = icmp eq i32 %378, %200, !dbg !232
  br i1 %379, label %457, label %380, !dbg !233

380:                                              ; preds = %376
  call void @llvm.dbg.value(metadata i64 45, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 45, metadata !74, metadata !DIExpression()), !dbg !228
  %381 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 45, !dbg !229
  %382 = load i32, i32* %381, align 4, !dbg !229, !tbaa !202
  %383 = icmp eq i32 %382, %200, !dbg !232
  br i1 %383, label %457, label %384, !dbg !233

384:                                              ; preds = %380
  call void @llvm.dbg.value(metadata i64 46, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 46, metadata !74, metadata !DIExpression()), !dbg !228
  %385 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 46, !dbg !229
  %386 = load i32, i32* %385, align 8, !dbg !229, !tbaa !202
  %387 = icmp eq i32 %386, %200, !dbg !232
  br i1 %387, label %457, label %388, !dbg !233

388:                                              ; preds = %384
  call void @llvm.dbg.value(metadata i64 47, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 47, metadata !74, metadata !DIExpression()), !dbg !228
  %389 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 47, !dbg !229
  %390 = load i32, i32* %389, align 4, !dbg !229, !tbaa !202
  %391 = icmp eq i32 %390, %200, !dbg !232
  br i1 %391, label %457, label %392, !dbg !233

392:                                              ; preds = %388
  call void @llvm.dbg.value(metadata i64 48, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 48, metadata !74, metadata !DIExpression()), !dbg !228
  %393 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 48, !dbg !229
  %394 = load i32, i32* %393, align 16, !dbg !229, !tbaa !202
  %395 = icmp eq i32 %394, %200, !dbg !232
  br i1 %395, label %457, label %396, !dbg !233

396:                                              ; preds = %392
  call void @llvm.dbg.value(metadata i64 49, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 49, metadata !74, metadata !DIExpression()), !dbg !228
  %397 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 49, !dbg !229
  %398 = load i32, i32* %397, align 4, !dbg !229, !tbaa !202
  %399 = icmp eq i32 %398, %200, !dbg !232
  br i1 %399, label %457, label %400, !dbg !233

400:                                              ; preds = %396
  call void @llvm.dbg.value(metadata i64 50, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 50, metadata !74, metadata !DIExpression()), !dbg !228
  %401 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 50, !dbg !229
  %402 = load i32, i32* %401, align 8, !dbg !229, !tbaa !202
  %403 = icmp eq i32 %402, %200, !dbg !232
  br i1 %403, label %457, label %404, !dbg !233

404:                                              ; preds = %400
  call void @llvm.dbg.value(metadata i64 51, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 51, metadata !74, metadata !DIExpression()), !dbg !228
  %405 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 51, !dbg !229
  %406 = load i32, i32* %405, align 4, !dbg !229, !tbaa !202
  %407 = icmp eq i32 %406, %200, !dbg !232
  br i1 %407, label %457, label %408, !dbg !233

408:                                              ; preds = %404
  call void @llvm.dbg.value(metadata i64 52, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 52, metadata !74, metadata !DIExpression()), !dbg !228
  %409 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 52, !dbg !229
  %410 = load i32, i32* %409, align 16, !dbg !229, !tbaa !202
  %411 = icmp eq i32 %410, %200, !dbg !232
  br i1 %411, label %457, label %412, !dbg !233

412:                                              ; preds = %408
  call void @llvm.dbg.value(metadata i64 53, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 53, metadata !74, metadata !DIExpression()), !dbg !228
  %413 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 53, !dbg !229
  %414 = load i32, i32* %413, align 4, !dbg !229, !tbaa !202
  %415 = icmp eq i32 %414, %200, !dbg !232
  br i1 %415, label %457, label %416, !dbg !233

416:                                              ; preds = %412
  call void @llvm.dbg.value(metadata i64 54, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 54, metadata !74, metadata !DIExpression()), !dbg !228
  %417 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 54, !dbg !229
  %418 = load i32, i32* %417, align 8, !dbg !229, !tbaa !202
  %419 = icmp eq i32 %418, %200, !dbg !232
  br i1 %419, label %457, label %420, !dbg !233

420:                                              ; preds = %416
  call void @llvm.dbg.value(metadata i64 55, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 55, metadata !74, metadata !DIExpression()), !dbg !228
  %421 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 55, !dbg !229
  %422 = load i32, i32* %421, align 4, !dbg !229, !tbaa !202
  %423 = icmp eq i32 %422, %200, !dbg !232
  br i1 %423, label %457, label %424, !dbg !233

424:                                              ; preds = %420
  call void @llvm.dbg.value(metadata i64 56, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 56, metadata !74, metadata !DIExpression()), !dbg !228
  %425 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 56, !dbg !229
  %426 = load i32, i32* %425, align 16, !dbg !229, !tbaa !202
  %427 = icmp eq i32 %426, %200, !dbg !232
  br i1 %427, label %457, label %428, !dbg !233

428:                                              ; preds = %424
  call void @llvm.dbg.value(metadata i64 57, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 57, metadata !74, metadata !DIExpression()), !dbg !228
  %429 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 57, !dbg !229
  %430 = load i32, i32* %429, align 4, !dbg !229, !tbaa !202
  %431 = icmp eq i32 %430, %200, !dbg !232
  br i1 %431, label %457, label %432, !dbg !233

432:                                              ; preds = %428
  call void @llvm.dbg.value(metadata i64 58, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 58, metadata !74, metadata !DIExpression()), !dbg !228
  %433 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 58, !dbg !229
  %434 = load i32, i32* %433, align 8, !dbg !229, !tbaa !202
  %435 = icmp eq i32 %434, %200, !dbg !232
  br i1 %435, label %457, label %436, !dbg !233

436:                                              ; preds = %432
  call void @llvm.dbg.value(metadata i64 59, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 59, metadata !74, metadata !DIExpression()), !dbg !228
  %437 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 59, !dbg !229
  %438 = load i32, i32* %437, align 4, !dbg !229, !tbaa !202
  %439 = icmp eq i32 %438, %200, !dbg !232
  br i1 %439, label %457, label %440, !dbg !233

440:                                              ; preds = %436
  call void @llvm.dbg.value(metadata i64 60, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 60, metadata !74, metadata !DIExpression()), !dbg !228
  %441 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 60, !dbg !229
  %442 = load i32, i32* %441, align 16, !dbg !229, !tbaa !202
  %443 = icmp eq i32 %442, %200, !dbg !232
  br i1 %443, label %457, label %444, !dbg !233

444:                                              ; preds = %440
  call void @llvm.dbg.value(metadata i64 61, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 61, metadata !74, metadata !DIExpression()), !dbg !228
  %445 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 61, !dbg !229
  %446 = load i32, i32* %445, align 4, !dbg !229, !tbaa !202
  %447 = icmp eq i32 %446, %200, !dbg !232
  br i1 %447, label %457, label %448, !dbg !233

448:                                              ; preds = %444
  call void @llvm.dbg.value(metadata i64 62, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 62, metadata !74, metadata !DIExpression()), !dbg !228
  %449 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 62, !dbg !229
  %450 = load i32, i32* %449, align 8, !dbg !229, !tbaa !202
  %451 = icmp eq i32 %450, %200, !dbg !232
  br i1 %451, label %457, label %452, !dbg !233

452:                                              ; preds = %448
  call void @llvm.dbg.value(metadata i64 63, metadata !74, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 63, metadata !74, metadata !DIExpression()), !dbg !228
  %453 = getelementptr inbounds [64 x i32], [64 x i32]* %1, i64 0, i64 63, !dbg !229
  %454 = load i32, i32* %453, align 4, !dbg !229, !tbaa !202
  %455 = icmp eq i32 %454, %200, !dbg !232
  %456 = select i1 %455, i32 63, i32 -1, !dbg !233
  br label %457, !dbg !233

457:                                              ; preds = %452, %448, %444, %440, %436, %432, %428, %424, %420, %416, %412, %408, %404, %400, %396, %392, %388, %384, %380, %376, %372, %368, %364, %360, %356, %352, %348, %344, %340, %336, %332, %328, %324, %320, %316, %312, %308, %304, %300, %296, %292, %288, %284, %280, %276, %272, %268, %264, %260, %256, %252, %248, %244, %240, %236, %232, %228, %224, %220, %216, %212, %208, %204, %199
  %458 = phi i32 [ 0, %199 ], [ 1, %204 ], [ 2, %208 ], [ 3, %212 ], [ 4, %216 ], [ 5, %220 ], [ 6, %224 ], [ 7, %228 ], [ 8, %232 ], [ 9, %236 ], [ 10, %240 ], [ 11, %244 ], [ 12, %248 ], [ 13, %252 ], [ 14, %256 ], [ 15, %260 ], [ 16, %264 ], [ 17, %268 ], [ 18, %272 ], [ 19, %276 ], [ 20, %280 ], [ 21, %284 ], [ 22, %288 ], [ 23, %292 ], [ 24, %296 ], [ 25, %300 ], [ 26, %304 ], [ 27, %308 ], [ 28, %312 ], [ 29, %316 ], [ 30, %320 ], [ 31, %324 ], [ 32, %328 ], [ 33, %332 ], [ 34, %336 ], [ 35, %340 ], [ 36, %344 ], [ 37, %348 ], [ 38, %352 ], [ 39, %356 ], [ 40, %360 ], [ 41, %364 ], [ 42, %368 ], [ 43, %372 ], [ 44, %376 ], [ 45, %380 ], [ 46, %384 ], [ 47, %388 ], [ 48, %392 ], [ 49, %396 ], [ 50, %400 ], [ 51, %404 ], [ 52, %408 ], [ 53, %412 ], [ 54, %416 ], [ 55, %420 ], [ 56, %424 ], [ 57, %428 ], [ 58, %432 ], [ 59, %436 ], [ 60, %440 ], [ 61, %444 ], [ 62, %448 ], [ %456, %452 ], !dbg !149
  %459 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %196), !dbg !225
  %460 = call i32 @llvm.vector.reduce.smax.v2i32(<2 x i32> %193), !dbg !225
  call void @llvm.dbg.value(metadata i32 %458, metadata !70, metadata !DIExpression()), !dbg !149
  %461 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.7, i64 0, i64 0), i32 noundef %200, i32 noundef %460, i32 noundef %458, i64 noundef %459), !dbg !234
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 16, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 0, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 37, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 74, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 48, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 111, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 56, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 -108, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 -71, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 72, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 -34, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 88, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 104, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 112, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i8 -1, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 120, 8)), !dbg !149
  call void @llvm.dbg.value(metadata i64 0, metadata !85, metadata !DIExpression()), !dbg !235
  %462 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !236
  call void @llvm.dbg.value(metadata i64 1, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 1, metadata !85, metadata !DIExpression()), !dbg !235
  %463 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !236
  call void @llvm.dbg.value(metadata i64 2, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 2, metadata !85, metadata !DIExpression()), !dbg !235
  %464 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !236
  call void @llvm.dbg.value(metadata i64 3, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 3, metadata !85, metadata !DIExpression()), !dbg !235
  %465 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !236
  call void @llvm.dbg.value(metadata i64 4, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 4, metadata !85, metadata !DIExpression()), !dbg !235
  %466 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 0), !dbg !236
  call void @llvm.dbg.value(metadata i64 5, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 5, metadata !85, metadata !DIExpression()), !dbg !235
  %467 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 37), !dbg !236
  call void @llvm.dbg.value(metadata i64 6, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 6, metadata !85, metadata !DIExpression()), !dbg !235
  %468 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 74), !dbg !236
  call void @llvm.dbg.value(metadata i64 7, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 7, metadata !85, metadata !DIExpression()), !dbg !235
  %469 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 111), !dbg !236
  call void @llvm.dbg.value(metadata i64 8, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 8, metadata !85, metadata !DIExpression()), !dbg !235
  %470 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 148), !dbg !236
  call void @llvm.dbg.value(metadata i64 9, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 9, metadata !85, metadata !DIExpression()), !dbg !235
  %471 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 185), !dbg !236
  call void @llvm.dbg.value(metadata i64 10, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 10, metadata !85, metadata !DIExpression()), !dbg !235
  %472 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 222), !dbg !236
  call void @llvm.dbg.value(metadata i64 11, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 11, metadata !85, metadata !DIExpression()), !dbg !235
  %473 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !236
  call void @llvm.dbg.value(metadata i64 12, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 12, metadata !85, metadata !DIExpression()), !dbg !235
  %474 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !236
  call void @llvm.dbg.value(metadata i64 13, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 13, metadata !85, metadata !DIExpression()), !dbg !235
  %475 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !236
  call void @llvm.dbg.value(metadata i64 14, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 14, metadata !85, metadata !DIExpression()), !dbg !235
  %476 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !236
  call void @llvm.dbg.value(metadata i64 15, metadata !85, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 15, metadata !85, metadata !DIExpression()), !dbg !235
  %477 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef 255), !dbg !236
  call void @llvm.dbg.value(metadata i64 16, metadata !85, metadata !DIExpression()), !dbg !235
  %478 = tail call i32 @putchar(i32 10), !dbg !238
  call void @llvm.dbg.value(metadata i64 0, metadata !87, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 undef, metadata !87, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 undef, metadata !87, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_plus_uconst, 1, DW_OP_LLVM_arg, 1, DW_OP_constu, 31, DW_OP_shra, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)), !dbg !149
  %479 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i64 noundef 485), !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %148) #7, !dbg !240
  ret i32 0, !dbg !240
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.usub.sat.i16(i16, i16) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x i16> @llvm.usub.sat.v4i16(<4 x i16>, <4 x i16>) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x i32> @llvm.abs.v2i32(<2 x i32>, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v2i32(<2 x i32>) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v2i32(<2 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "minmax_sat.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "68d8427fd9eb569e68be470751d120ac")
!2 = !{!3, !4, !9, !12, !8, !13, !17, !19}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !5, line: 24, baseType: !6)
!5 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !7, line: 38, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !5, line: 25, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !7, line: 40, baseType: !11)
!11 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !14, line: 27, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !7, line: 44, baseType: !16)
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !14, line: 26, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !7, line: 41, baseType: !12)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !14, line: 25, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !7, line: 39, baseType: !21)
!21 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 36, type: !30, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{!12}
!32 = !{!33, !37, !39, !42, !43, !47, !49, !52, !53, !54, !56, !59, !61, !65, !66, !68, !69, !70, !71, !72, !74, !76, !80, !82, !85, !87, !88}
!33 = !DILocalVariable(name: "vals", scope: !29, file: !1, line: 37, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 38, type: !12)
!38 = distinct !DILexicalBlock(scope: !29, file: !1, line: 38, column: 5)
!39 = !DILocalVariable(name: "a", scope: !40, file: !1, line: 39, type: !12)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 38, column: 34)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 38, column: 5)
!42 = !DILocalVariable(name: "b", scope: !40, file: !1, line: 39, type: !12)
!43 = !DILocalVariable(name: "s32", scope: !29, file: !1, line: 46, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 192, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 6)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 47, type: !12)
!48 = distinct !DILexicalBlock(scope: !29, file: !1, line: 47, column: 5)
!49 = !DILocalVariable(name: "j", scope: !50, file: !1, line: 48, type: !12)
!50 = distinct !DILexicalBlock(scope: !51, file: !1, line: 48, column: 9)
!51 = distinct !DILexicalBlock(scope: !48, file: !1, line: 47, column: 5)
!52 = !DILocalVariable(name: "acc8", scope: !29, file: !1, line: 51, type: !3)
!53 = !DILocalVariable(name: "acc16", scope: !29, file: !1, line: 51, type: !3)
!54 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 52, type: !12)
!55 = distinct !DILexicalBlock(scope: !29, file: !1, line: 52, column: 5)
!56 = !DILocalVariable(name: "j", scope: !57, file: !1, line: 53, type: !12)
!57 = distinct !DILexicalBlock(scope: !58, file: !1, line: 53, column: 9)
!58 = distinct !DILexicalBlock(scope: !55, file: !1, line: 52, column: 5)
!59 = !DILocalVariable(name: "v", scope: !60, file: !1, line: 58, type: !12)
!60 = distinct !DILexicalBlock(scope: !29, file: !1, line: 58, column: 5)
!61 = !DILocalVariable(name: "arr", scope: !29, file: !1, line: 63, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2048, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 64)
!65 = !DILocalVariable(name: "x", scope: !29, file: !1, line: 64, type: !3)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 65, type: !12)
!67 = distinct !DILexicalBlock(scope: !29, file: !1, line: 65, column: 5)
!68 = !DILocalVariable(name: "mn", scope: !29, file: !1, line: 69, type: !12)
!69 = !DILocalVariable(name: "mx", scope: !29, file: !1, line: 69, type: !12)
!70 = !DILocalVariable(name: "amin", scope: !29, file: !1, line: 69, type: !12)
!71 = !DILocalVariable(name: "absum", scope: !29, file: !1, line: 70, type: !16)
!72 = !DILocalVariable(name: "i", scope: !73, file: !1, line: 71, type: !12)
!73 = distinct !DILexicalBlock(scope: !29, file: !1, line: 71, column: 5)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 76, type: !12)
!75 = distinct !DILexicalBlock(scope: !29, file: !1, line: 76, column: 5)
!76 = !DILocalVariable(name: "px", scope: !29, file: !1, line: 83, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 16)
!80 = !DILocalVariable(name: "i", scope: !81, file: !1, line: 84, type: !12)
!81 = distinct !DILexicalBlock(scope: !29, file: !1, line: 84, column: 5)
!82 = !DILocalVariable(name: "v", scope: !83, file: !1, line: 85, type: !12)
!83 = distinct !DILexicalBlock(scope: !84, file: !1, line: 84, column: 34)
!84 = distinct !DILexicalBlock(scope: !81, file: !1, line: 84, column: 5)
!85 = !DILocalVariable(name: "i", scope: !86, file: !1, line: 88, type: !12)
!86 = distinct !DILexicalBlock(scope: !29, file: !1, line: 88, column: 5)
!87 = !DILocalVariable(name: "sig", scope: !29, file: !1, line: 92, type: !16)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 93, type: !12)
!89 = distinct !DILexicalBlock(scope: !29, file: !1, line: 93, column: 5)
!90 = !{}
!91 = !DILocation(line: 37, column: 9, scope: !29)
!92 = !DILocation(line: 0, scope: !38)
!93 = !DILocation(line: 0, scope: !40)
!94 = !DILocalVariable(name: "a", arg: 1, scope: !95, file: !1, line: 8, type: !12)
!95 = distinct !DISubprogram(name: "imin", scope: !1, file: !1, line: 8, type: !96, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!12, !12, !12}
!98 = !{!94, !99}
!99 = !DILocalVariable(name: "b", arg: 2, scope: !95, file: !1, line: 8, type: !12)
!100 = !DILocation(line: 0, scope: !95, inlinedAt: !101)
!101 = distinct !DILocation(line: 41, column: 16, scope: !40)
!102 = !DILocalVariable(name: "a", arg: 1, scope: !103, file: !1, line: 9, type: !12)
!103 = distinct !DISubprogram(name: "imax", scope: !1, file: !1, line: 9, type: !96, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !104)
!104 = !{!102, !105}
!105 = !DILocalVariable(name: "b", arg: 2, scope: !103, file: !1, line: 9, type: !12)
!106 = !DILocation(line: 0, scope: !103, inlinedAt: !107)
!107 = distinct !DILocation(line: 41, column: 28, scope: !40)
!108 = !DILocalVariable(name: "a", arg: 1, scope: !109, file: !1, line: 10, type: !3)
!109 = distinct !DISubprogram(name: "umin", scope: !1, file: !1, line: 10, type: !110, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!3, !3, !3}
!112 = !{!108, !113}
!113 = !DILocalVariable(name: "b", arg: 2, scope: !109, file: !1, line: 10, type: !3)
!114 = !DILocation(line: 0, scope: !109, inlinedAt: !115)
!115 = distinct !DILocation(line: 41, column: 40, scope: !40)
!116 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !1, line: 11, type: !3)
!117 = distinct !DISubprogram(name: "umax", scope: !1, file: !1, line: 11, type: !110, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !118)
!118 = !{!116, !119}
!119 = !DILocalVariable(name: "b", arg: 2, scope: !117, file: !1, line: 11, type: !3)
!120 = !DILocation(line: 0, scope: !117, inlinedAt: !121)
!121 = distinct !DILocation(line: 42, column: 16, scope: !40)
!122 = !DILocalVariable(name: "v", arg: 1, scope: !123, file: !1, line: 12, type: !12)
!123 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 12, type: !124, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!12, !12, !12, !12}
!126 = !{!122, !127, !128}
!127 = !DILocalVariable(name: "lo", arg: 2, scope: !123, file: !1, line: 12, type: !12)
!128 = !DILocalVariable(name: "hi", arg: 3, scope: !123, file: !1, line: 12, type: !12)
!129 = !DILocation(line: 0, scope: !123, inlinedAt: !130)
!130 = distinct !DILocation(line: 42, column: 48, scope: !40)
!131 = !DILocation(line: 0, scope: !103, inlinedAt: !132)
!132 = distinct !DILocation(line: 12, column: 55, scope: !123, inlinedAt: !130)
!133 = !DILocation(line: 0, scope: !95, inlinedAt: !134)
!134 = distinct !DILocation(line: 12, column: 50, scope: !123, inlinedAt: !130)
!135 = !DILocalVariable(name: "v", arg: 1, scope: !136, file: !1, line: 13, type: !12)
!136 = distinct !DISubprogram(name: "iabs", scope: !1, file: !1, line: 13, type: !137, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!12, !12}
!139 = !{!135}
!140 = !DILocation(line: 0, scope: !136, inlinedAt: !141)
!141 = distinct !DILocation(line: 42, column: 67, scope: !40)
!142 = !DILocation(line: 40, column: 9, scope: !40)
!143 = !DILocation(line: 44, column: 5, scope: !29)
!144 = !DILocation(line: 0, scope: !48)
!145 = !DILocation(line: 0, scope: !50)
!146 = !DILocation(line: 49, column: 13, scope: !147)
!147 = distinct !DILexicalBlock(scope: !50, file: !1, line: 48, column: 9)
!148 = !DILocation(line: 50, column: 5, scope: !29)
!149 = !DILocation(line: 0, scope: !29)
!150 = !DILocation(line: 0, scope: !55)
!151 = !DILocation(line: 52, column: 5, scope: !55)
!152 = !DILocation(line: 0, scope: !57)
!153 = !DILocation(line: 53, column: 9, scope: !57)
!154 = !DILocation(line: 23, column: 30, scope: !155, inlinedAt: !162)
!155 = distinct !DISubprogram(name: "sat_add_u8", scope: !1, file: !1, line: 22, type: !156, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!4, !4, !4}
!158 = !{!159, !160, !161}
!159 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !1, line: 22, type: !4)
!160 = !DILocalVariable(name: "b", arg: 2, scope: !155, file: !1, line: 22, type: !4)
!161 = !DILocalVariable(name: "r", scope: !155, file: !1, line: 23, type: !3)
!162 = distinct !DILocation(line: 54, column: 21, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !1, line: 53, column: 42)
!164 = distinct !DILexicalBlock(scope: !57, file: !1, line: 53, column: 9)
!165 = !DILocation(line: 27, column: 62, scope: !166, inlinedAt: !172)
!166 = distinct !DISubprogram(name: "sat_sub_u16", scope: !1, file: !1, line: 27, type: !167, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!9, !9, !9}
!169 = !{!170, !171}
!170 = !DILocalVariable(name: "a", arg: 1, scope: !166, file: !1, line: 27, type: !9)
!171 = !DILocalVariable(name: "b", arg: 2, scope: !166, file: !1, line: 27, type: !9)
!172 = distinct !DILocation(line: 55, column: 22, scope: !163)
!173 = !DILocation(line: 55, column: 22, scope: !163)
!174 = !DILocation(line: 55, column: 19, scope: !163)
!175 = !DILocation(line: 24, column: 12, scope: !155, inlinedAt: !162)
!176 = !DILocation(line: 54, column: 18, scope: !163)
!177 = !DILocation(line: 0, scope: !155, inlinedAt: !162)
!178 = !DILocation(line: 0, scope: !166, inlinedAt: !172)
!179 = !DILocation(line: 52, column: 32, scope: !58)
!180 = !DILocation(line: 52, column: 23, scope: !58)
!181 = distinct !{!181, !151, !182, !183}
!182 = !DILocation(line: 56, column: 9, scope: !55)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DILocation(line: 57, column: 5, scope: !29)
!185 = !DILocation(line: 0, scope: !60)
!186 = !DILocation(line: 59, column: 9, scope: !187)
!187 = distinct !DILexicalBlock(scope: !60, file: !1, line: 58, column: 5)
!188 = !DILocation(line: 60, column: 5, scope: !29)
!189 = !DILocation(line: 63, column: 5, scope: !29)
!190 = !DILocation(line: 63, column: 9, scope: !29)
!191 = !DILocation(line: 0, scope: !67)
!192 = !DILocation(line: 65, column: 5, scope: !67)
!193 = !DILocation(line: 66, column: 15, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !1, line: 65, column: 34)
!195 = distinct !DILexicalBlock(scope: !67, file: !1, line: 65, column: 5)
!196 = !DILocation(line: 66, column: 29, scope: !194)
!197 = !DILocation(line: 67, column: 26, scope: !194)
!198 = !DILocation(line: 67, column: 33, scope: !194)
!199 = !DILocation(line: 67, column: 40, scope: !194)
!200 = !DILocation(line: 67, column: 9, scope: !194)
!201 = !DILocation(line: 67, column: 16, scope: !194)
!202 = !{!203, !203, i64 0}
!203 = !{!"int", !204, i64 0}
!204 = !{!"omnipotent char", !205, i64 0}
!205 = !{!"Simple C/C++ TBAA"}
!206 = !DILocation(line: 65, column: 30, scope: !195)
!207 = !DILocation(line: 65, column: 23, scope: !195)
!208 = distinct !{!208, !192, !209, !183}
!209 = !DILocation(line: 68, column: 5, scope: !67)
!210 = !DILocation(line: 71, column: 30, scope: !211)
!211 = distinct !DILexicalBlock(scope: !73, file: !1, line: 71, column: 5)
!212 = !DILocation(line: 72, column: 23, scope: !213)
!213 = distinct !DILexicalBlock(scope: !211, file: !1, line: 71, column: 34)
!214 = !DILocation(line: 8, column: 42, scope: !95, inlinedAt: !215)
!215 = distinct !DILocation(line: 72, column: 14, scope: !213)
!216 = !DILocation(line: 8, column: 40, scope: !95, inlinedAt: !215)
!217 = !DILocation(line: 9, column: 42, scope: !103, inlinedAt: !218)
!218 = distinct !DILocation(line: 73, column: 14, scope: !213)
!219 = !DILocation(line: 9, column: 40, scope: !103, inlinedAt: !218)
!220 = !DILocation(line: 13, column: 33, scope: !136, inlinedAt: !221)
!221 = distinct !DILocation(line: 74, column: 18, scope: !213)
!222 = !DILocation(line: 74, column: 18, scope: !213)
!223 = !DILocation(line: 74, column: 15, scope: !213)
!224 = distinct !{!224, !225, !226, !183, !227}
!225 = !DILocation(line: 71, column: 5, scope: !73)
!226 = !DILocation(line: 75, column: 5, scope: !73)
!227 = !{!"llvm.loop.isvectorized", i32 1}
!228 = !DILocation(line: 0, scope: !75)
!229 = !DILocation(line: 77, column: 13, scope: !230)
!230 = distinct !DILexicalBlock(scope: !231, file: !1, line: 77, column: 13)
!231 = distinct !DILexicalBlock(scope: !75, file: !1, line: 76, column: 5)
!232 = !DILocation(line: 77, column: 20, scope: !230)
!233 = !DILocation(line: 77, column: 13, scope: !231)
!234 = !DILocation(line: 81, column: 5, scope: !29)
!235 = !DILocation(line: 0, scope: !86)
!236 = !DILocation(line: 89, column: 9, scope: !237)
!237 = distinct !DILexicalBlock(scope: !86, file: !1, line: 88, column: 5)
!238 = !DILocation(line: 90, column: 5, scope: !29)
!239 = !DILocation(line: 95, column: 5, scope: !29)
!240 = !DILocation(line: 97, column: 1, scope: !29)
