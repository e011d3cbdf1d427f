; ModuleID = 'divmod.c'
source_filename = "divmod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [69 x i8] c"INT_MIN/1=%d INT_MIN%%1=%d INT_MIN/2=%d INT_MIN%%3=%d INT_MIN/-2=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [30 x i8] c"INT_MAX/-1=%d INT_MAX%%-7=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [55 x i8] c"LLONG_MIN/2=%lld LLONG_MIN%%10=%lld LLONG_MAX/-3=%lld\0A\00", align 1, !dbg !17
@__const.main.vals = private unnamed_addr constant [13 x i32] [i32 -100, i32 -37, i32 -8, i32 -7, i32 -1, i32 0, i32 1, i32 7, i32 8, i32 37, i32 100, i32 2147483647, i32 -2147483648], align 16
@__const.main.divs = private unnamed_addr constant [10 x i32] [i32 -13, i32 -8, i32 -3, i32 -2, i32 -1, i32 1, i32 2, i32 3, i32 8, i32 13], align 16
@.str.4 = private unnamed_addr constant [27 x i8] c"identity broken for %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [36 x i8] c"%d/%d=%d %d%%%d=%d floor=%d mod=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [10 x i8] c"sum=%lld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [29 x i8] c"sc/-1=%d sh/-1=%d sc%%-3=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [23 x i8] c"signed %d unsigned %u\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [24 x i8] c"long %ld %ld ulong %lu\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [22 x i8] c"const-div check=%lld\0A\00", align 1, !dbg !52

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !71 {
    #dbg_assign(i1 undef, !76, !DIExpression(), !104, ptr @__const.main.vals, !DIExpression(), !105)
    #dbg_assign(i1 undef, !78, !DIExpression(), !106, ptr @__const.main.divs, !DIExpression(), !105)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -3, i32 noundef -1, i32 noundef 1, i32 noundef -3), !dbg !107
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef -1, i32 noundef 3, i32 noundef 1), !dbg !108
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -2147483648, i32 noundef 0, i32 noundef -1073741824, i32 noundef -2, i32 noundef 1073741824), !dbg !109
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -2147483647, i32 noundef 1), !dbg !110
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -4611686018427387904, i64 noundef -8, i64 noundef -3074457345618258602), !dbg !111
    #dbg_assign(i1 undef, !76, !DIExpression(), !112, ptr @__const.main.vals, !DIExpression(), !105)
    #dbg_assign(i1 undef, !78, !DIExpression(), !113, ptr @__const.main.divs, !DIExpression(), !105)
    #dbg_value(i64 0, !80, !DIExpression(), !105)
    #dbg_value(i32 0, !81, !DIExpression(), !114)
  br label %6, !dbg !115

6:                                                ; preds = %0, %136
  %7 = phi i64 [ 0, %0 ], [ %138, %136 ]
  %8 = phi i64 [ 0, %0 ], [ %137, %136 ]
    #dbg_value(i64 %8, !80, !DIExpression(), !105)
    #dbg_value(i64 %7, !81, !DIExpression(), !114)
  %9 = getelementptr inbounds [13 x i32], ptr @__const.main.vals, i64 0, i64 %7
  %10 = load i32, ptr %9, align 4, !tbaa !116
  %11 = icmp eq i64 %7, 12
    #dbg_value(i64 %8, !80, !DIExpression(), !105)
    #dbg_value(i32 0, !83, !DIExpression(), !120)
  br i1 %11, label %12, label %98

12:                                               ; preds = %6
    #dbg_value(i64 %8, !80, !DIExpression(), !105)
    #dbg_value(i64 0, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 -13, !90, !DIExpression(), !121)
  %13 = sdiv i32 %10, -13, !dbg !122
    #dbg_value(i32 %13, !91, !DIExpression(), !121)
  %14 = srem i32 %10, 13, !dbg !123
    #dbg_value(i32 %14, !92, !DIExpression(), !121)
  %15 = mul nsw i32 %13, -13, !dbg !124
  %16 = add nsw i32 %15, %14, !dbg !126
  %17 = icmp eq i32 %16, %10, !dbg !127
  br i1 %17, label %20, label %18, !dbg !128

18:                                               ; preds = %12
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef -13), !dbg !129
  br label %20, !dbg !129

20:                                               ; preds = %12, %18
  %21 = sext i32 %13 to i64, !dbg !130
  %22 = mul nsw i64 %21, 3, !dbg !131
  %23 = sext i32 %14 to i64, !dbg !132
  %24 = add i64 %8, %23, !dbg !133
  %25 = add i64 %24, %22, !dbg !134
    #dbg_value(i64 %25, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 -13, !140, !DIExpression(), !142)
    #dbg_value(i32 %13, !141, !DIExpression(), !142)
    #dbg_value(i32 %13, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 -13, !147, !DIExpression(), !149)
    #dbg_value(i32 %14, !148, !DIExpression(), !149)
  %26 = icmp eq i32 %14, 0, !dbg !151
  %27 = icmp slt i32 %14, 0, !dbg !153
  %28 = select i1 %27, i32 0, i32 -13, !dbg !153
  %29 = add nsw i32 %28, %14, !dbg !153
  %30 = select i1 %26, i32 0, i32 %29, !dbg !153
    #dbg_value(i32 %30, !148, !DIExpression(), !149)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef -13, i32 noundef %13, i32 noundef %10, i32 noundef -13, i32 noundef %14, i32 noundef %13, i32 noundef %30), !dbg !154
    #dbg_value(i64 1, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 -8, !90, !DIExpression(), !121)
  %32 = sdiv i32 %10, -8, !dbg !122
    #dbg_value(i32 %32, !91, !DIExpression(), !121)
  %33 = srem i32 %10, 8, !dbg !123
    #dbg_value(i32 %33, !92, !DIExpression(), !121)
  %34 = shl i32 %32, 3, !dbg !126
  %35 = sub i32 %33, %34, !dbg !126
  %36 = icmp eq i32 %35, %10, !dbg !127
  br i1 %36, label %39, label %37, !dbg !128

37:                                               ; preds = %20
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef -8), !dbg !129
  br label %39, !dbg !129

39:                                               ; preds = %20, %37
  %40 = sext i32 %32 to i64, !dbg !130
  %41 = mul nsw i64 %40, 3, !dbg !131
  %42 = sext i32 %33 to i64, !dbg !132
  %43 = add i64 %25, %42, !dbg !133
  %44 = add i64 %43, %41, !dbg !134
    #dbg_value(i64 %44, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 -8, !140, !DIExpression(), !142)
    #dbg_value(i32 %32, !141, !DIExpression(), !142)
    #dbg_value(i32 %32, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 -8, !147, !DIExpression(), !149)
    #dbg_value(i32 %33, !148, !DIExpression(), !149)
  %45 = icmp eq i32 %33, 0, !dbg !151
  %46 = icmp slt i32 %33, 0, !dbg !153
  %47 = select i1 %46, i32 0, i32 -8, !dbg !153
  %48 = add nsw i32 %47, %33, !dbg !153
  %49 = select i1 %45, i32 0, i32 %48, !dbg !153
    #dbg_value(i32 %49, !148, !DIExpression(), !149)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef -8, i32 noundef %32, i32 noundef %10, i32 noundef -8, i32 noundef %33, i32 noundef %32, i32 noundef %49), !dbg !154
    #dbg_value(i64 2, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 -3, !90, !DIExpression(), !121)
  %51 = sdiv i32 %10, -3, !dbg !122
    #dbg_value(i32 %51, !91, !DIExpression(), !121)
  %52 = srem i32 %10, 3, !dbg !123
    #dbg_value(i32 %52, !92, !DIExpression(), !121)
  %53 = mul nsw i32 %51, -3, !dbg !124
  %54 = add nsw i32 %53, %52, !dbg !126
  %55 = icmp eq i32 %54, %10, !dbg !127
  br i1 %55, label %58, label %56, !dbg !128

56:                                               ; preds = %39
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef -3), !dbg !129
  br label %58, !dbg !129

58:                                               ; preds = %39, %56
  %59 = sext i32 %51 to i64, !dbg !130
  %60 = mul nsw i64 %59, 3, !dbg !131
  %61 = sext i32 %52 to i64, !dbg !132
  %62 = add i64 %44, %61, !dbg !133
  %63 = add i64 %62, %60, !dbg !134
    #dbg_value(i64 %63, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 -3, !140, !DIExpression(), !142)
    #dbg_value(i32 %51, !141, !DIExpression(), !142)
    #dbg_value(i32 %51, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 -3, !147, !DIExpression(), !149)
    #dbg_value(i32 %52, !148, !DIExpression(), !149)
  %64 = icmp eq i32 %52, 0, !dbg !151
  %65 = icmp slt i32 %52, 0, !dbg !153
  %66 = select i1 %65, i32 0, i32 -3, !dbg !153
  %67 = add nsw i32 %66, %52, !dbg !153
  %68 = select i1 %64, i32 0, i32 %67, !dbg !153
    #dbg_value(i32 %68, !148, !DIExpression(), !149)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef -3, i32 noundef %51, i32 noundef %10, i32 noundef -3, i32 noundef %52, i32 noundef %51, i32 noundef %68), !dbg !154
    #dbg_value(i64 3, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 -2, !90, !DIExpression(), !121)
  %70 = sdiv i32 %10, -2, !dbg !122
    #dbg_value(i32 %70, !91, !DIExpression(), !121)
  %71 = srem i32 %10, 2, !dbg !123
    #dbg_value(i32 %71, !92, !DIExpression(), !121)
  %72 = shl i32 %70, 1, !dbg !126
  %73 = sub i32 %71, %72, !dbg !126
  %74 = icmp eq i32 %73, %10, !dbg !127
  br i1 %74, label %77, label %75, !dbg !128

75:                                               ; preds = %58
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef -2), !dbg !129
  br label %77, !dbg !129

77:                                               ; preds = %75, %58
  %78 = sext i32 %70 to i64, !dbg !130
  %79 = mul nsw i64 %78, 3, !dbg !131
  %80 = sext i32 %71 to i64, !dbg !132
  %81 = add i64 %63, %80, !dbg !133
  %82 = add i64 %81, %79, !dbg !134
    #dbg_value(i64 %82, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 -2, !140, !DIExpression(), !142)
    #dbg_value(i32 %70, !141, !DIExpression(), !142)
    #dbg_value(i32 %70, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 -2, !147, !DIExpression(), !149)
    #dbg_value(i32 %71, !148, !DIExpression(), !149)
  %83 = icmp eq i32 %71, 0, !dbg !151
  %84 = icmp slt i32 %71, 0, !dbg !153
  %85 = select i1 %84, i32 0, i32 -2, !dbg !153
  %86 = add nsw i32 %85, %71, !dbg !153
  %87 = select i1 %83, i32 0, i32 %86, !dbg !153
    #dbg_value(i32 %87, !148, !DIExpression(), !149)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef -2, i32 noundef %70, i32 noundef %10, i32 noundef -2, i32 noundef %71, i32 noundef %70, i32 noundef %87), !dbg !154
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 -1, !90, !DIExpression(), !121)
    #dbg_value(i64 5, !83, !DIExpression(), !120)
    #dbg_value(i64 %82, !80, !DIExpression(), !105)
    #dbg_value(i64 5, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 1, !90, !DIExpression(), !121)
    #dbg_value(i32 %10, !91, !DIExpression(), !121)
    #dbg_value(i32 0, !92, !DIExpression(), !121)
  %89 = sext i32 %10 to i64, !dbg !130
  %90 = mul nsw i64 %89, 3, !dbg !131
  %91 = add i64 %82, %90, !dbg !134
    #dbg_value(i64 %91, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 1, !140, !DIExpression(), !142)
    #dbg_value(i32 %10, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 1, !147, !DIExpression(), !149)
    #dbg_value(i32 0, !148, !DIExpression(), !149)
    #dbg_value(i32 0, !148, !DIExpression(), !149)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef 1, i32 noundef %10, i32 noundef %10, i32 noundef 1, i32 noundef 0, i32 noundef %10, i32 noundef 0), !dbg !154
    #dbg_value(i64 6, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 2, !90, !DIExpression(), !121)
  %93 = sdiv i32 %10, 2, !dbg !122
    #dbg_value(i32 %93, !91, !DIExpression(), !121)
  %94 = srem i32 %10, 2, !dbg !123
    #dbg_value(i32 %94, !92, !DIExpression(), !121)
  %95 = shl nsw i32 %93, 1, !dbg !124
  %96 = add nsw i32 %95, %94, !dbg !126
  %97 = icmp eq i32 %96, %10, !dbg !127
  br i1 %97, label %142, label %140, !dbg !128

98:                                               ; preds = %6, %110
  %99 = phi i64 [ %129, %110 ], [ 0, %6 ]
  %100 = phi i64 [ %115, %110 ], [ %8, %6 ]
    #dbg_value(i64 %100, !80, !DIExpression(), !105)
    #dbg_value(i64 %99, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
  %101 = getelementptr inbounds [10 x i32], ptr @__const.main.divs, i64 0, i64 %99, !dbg !155
  %102 = load i32, ptr %101, align 4, !dbg !155, !tbaa !116
    #dbg_value(i32 %102, !90, !DIExpression(), !121)
  %103 = sdiv i32 %10, %102, !dbg !122
    #dbg_value(i32 %103, !91, !DIExpression(), !121)
  %104 = srem i32 %10, %102, !dbg !123
    #dbg_value(i32 %104, !92, !DIExpression(), !121)
  %105 = mul nsw i32 %103, %102, !dbg !124
  %106 = add nsw i32 %105, %104, !dbg !126
  %107 = icmp eq i32 %106, %10, !dbg !127
  br i1 %107, label %110, label %108, !dbg !128

108:                                              ; preds = %98
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef %102), !dbg !129
  br label %110, !dbg !129

110:                                              ; preds = %108, %98
  %111 = sext i32 %103 to i64, !dbg !130
  %112 = mul nsw i64 %111, 3, !dbg !131
  %113 = sext i32 %104 to i64, !dbg !132
  %114 = add i64 %100, %113, !dbg !133
  %115 = add i64 %114, %112, !dbg !134
    #dbg_value(i64 %115, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 %102, !140, !DIExpression(), !142)
    #dbg_value(i32 %103, !141, !DIExpression(), !142)
  %116 = icmp ne i32 %104, 0, !dbg !156
  %117 = xor i32 %102, %10
  %118 = icmp slt i32 %117, 0
  %119 = and i1 %118, %116, !dbg !158
  %120 = sext i1 %119 to i32, !dbg !158
  %121 = add nsw i32 %103, %120, !dbg !158
    #dbg_value(i32 %121, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 %102, !147, !DIExpression(), !149)
    #dbg_value(i32 %104, !148, !DIExpression(), !149)
  %122 = icmp eq i32 %104, 0, !dbg !151
  %123 = xor i32 %104, %102, !dbg !153
  %124 = icmp slt i32 %123, 0, !dbg !153
  %125 = select i1 %124, i32 %102, i32 0, !dbg !153
  %126 = add nsw i32 %125, %104, !dbg !153
  %127 = select i1 %122, i32 0, i32 %126, !dbg !153
    #dbg_value(i32 %127, !148, !DIExpression(), !149)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef %102, i32 noundef %103, i32 noundef %10, i32 noundef %102, i32 noundef %104, i32 noundef %121, i32 noundef %127), !dbg !154
    #dbg_value(i64 poison, !80, !DIExpression(), !105)
  %129 = add nuw nsw i64 %99, 1, !dbg !159
    #dbg_value(i64 %129, !83, !DIExpression(), !120)
  %130 = icmp eq i64 %129, 10, !dbg !160
  br i1 %130, label %136, label %98, !dbg !161, !llvm.loop !162

131:                                              ; preds = %136
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %137), !dbg !165
    #dbg_value(i8 -128, !93, !DIExpression(), !105)
    #dbg_value(i16 -32768, !95, !DIExpression(), !105)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 128, i32 noundef 32768, i32 noundef -2), !dbg !166
    #dbg_value(i32 -10, !97, !DIExpression(), !105)
    #dbg_value(i32 -10, !98, !DIExpression(), !105)
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -3, i32 noundef 1431655762), !dbg !167
    #dbg_value(i64 -1000000000001, !99, !DIExpression(), !105)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -142857142857, i64 noundef -2, i64 noundef 0), !dbg !168
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i32 -1000, !102, !DIExpression(), !169)
  br label %225, !dbg !170

136:                                              ; preds = %110, %207
  %137 = phi i64 [ %212, %207 ], [ %115, %110 ], !dbg !171
  %138 = add nuw nsw i64 %7, 1, !dbg !171
    #dbg_value(i64 %137, !80, !DIExpression(), !105)
    #dbg_value(i64 %138, !81, !DIExpression(), !114)
  %139 = icmp eq i64 %138, 13, !dbg !172
  br i1 %139, label %131, label %6, !dbg !115, !llvm.loop !173

140:                                              ; preds = %77
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef 2), !dbg !129
  br label %142, !dbg !129

142:                                              ; preds = %140, %77
  %143 = sext i32 %93 to i64, !dbg !130
  %144 = mul nsw i64 %143, 3, !dbg !131
  %145 = sext i32 %94 to i64, !dbg !132
  %146 = add i64 %91, %145, !dbg !133
  %147 = add i64 %146, %144, !dbg !134
    #dbg_value(i64 %147, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 2, !140, !DIExpression(), !142)
    #dbg_value(i32 %93, !141, !DIExpression(), !142)
  %148 = icmp ne i32 %94, 0, !dbg !156
  %149 = add nsw i64 %7, -12
  %150 = icmp ult i64 %149, -7
  %151 = and i1 %150, %148, !dbg !158
  %152 = sext i1 %151 to i32, !dbg !158
  %153 = add nsw i32 %93, %152, !dbg !158
    #dbg_value(i32 %153, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 2, !147, !DIExpression(), !149)
    #dbg_value(i32 %94, !148, !DIExpression(), !149)
  %154 = and i32 %94, 1, !dbg !153
    #dbg_value(i32 %154, !148, !DIExpression(), !149)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef 2, i32 noundef %93, i32 noundef %10, i32 noundef 2, i32 noundef %94, i32 noundef %153, i32 noundef %154), !dbg !154
    #dbg_value(i64 7, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 3, !90, !DIExpression(), !121)
  %156 = sdiv i32 %10, 3, !dbg !122
    #dbg_value(i32 %156, !91, !DIExpression(), !121)
  %157 = srem i32 %10, 3, !dbg !123
    #dbg_value(i32 %157, !92, !DIExpression(), !121)
  %158 = mul nsw i32 %156, 3, !dbg !124
  %159 = add nsw i32 %158, %157, !dbg !126
  %160 = icmp eq i32 %159, %10, !dbg !127
  br i1 %160, label %163, label %161, !dbg !128

161:                                              ; preds = %142
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef 3), !dbg !129
  br label %163, !dbg !129

163:                                              ; preds = %161, %142
  %164 = sext i32 %156 to i64, !dbg !130
  %165 = mul nsw i64 %164, 3, !dbg !131
  %166 = sext i32 %157 to i64, !dbg !132
  %167 = add i64 %147, %166, !dbg !133
  %168 = add i64 %167, %165, !dbg !134
    #dbg_value(i64 %168, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 3, !140, !DIExpression(), !142)
    #dbg_value(i32 %156, !141, !DIExpression(), !142)
  %169 = icmp ne i32 %157, 0, !dbg !156
  %170 = add nsw i64 %7, -12
  %171 = icmp ult i64 %170, -7
  %172 = and i1 %171, %169, !dbg !158
  %173 = sext i1 %172 to i32, !dbg !158
  %174 = add nsw i32 %156, %173, !dbg !158
    #dbg_value(i32 %174, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 3, !147, !DIExpression(), !149)
    #dbg_value(i32 %157, !148, !DIExpression(), !149)
  %175 = icmp slt i32 %157, 0, !dbg !153
  %176 = select i1 %175, i32 3, i32 0, !dbg !153
  %177 = add nsw i32 %176, %157, !dbg !153
    #dbg_value(i32 %177, !148, !DIExpression(), !149)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef 3, i32 noundef %156, i32 noundef %10, i32 noundef 3, i32 noundef %157, i32 noundef %174, i32 noundef %177), !dbg !154
    #dbg_value(i64 8, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 8, !90, !DIExpression(), !121)
  %179 = sdiv i32 %10, 8, !dbg !122
    #dbg_value(i32 %179, !91, !DIExpression(), !121)
  %180 = srem i32 %10, 8, !dbg !123
    #dbg_value(i32 %180, !92, !DIExpression(), !121)
  %181 = shl nsw i32 %179, 3, !dbg !124
  %182 = add nsw i32 %181, %180, !dbg !126
  %183 = icmp eq i32 %182, %10, !dbg !127
  br i1 %183, label %186, label %184, !dbg !128

184:                                              ; preds = %163
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef 8), !dbg !129
  br label %186, !dbg !129

186:                                              ; preds = %184, %163
  %187 = mul nsw i32 %179, 3, !dbg !131
  %188 = sext i32 %187 to i64, !dbg !131
  %189 = sext i32 %180 to i64, !dbg !132
  %190 = add i64 %168, %189, !dbg !133
  %191 = add i64 %190, %188, !dbg !134
    #dbg_value(i64 %191, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 8, !140, !DIExpression(), !142)
    #dbg_value(i32 %179, !141, !DIExpression(), !142)
  %192 = icmp ne i32 %180, 0, !dbg !156
  %193 = add nsw i64 %7, -12
  %194 = icmp ult i64 %193, -7
  %195 = and i1 %194, %192, !dbg !158
  %196 = sext i1 %195 to i32, !dbg !158
  %197 = add nsw i32 %179, %196, !dbg !158
    #dbg_value(i32 %197, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 8, !147, !DIExpression(), !149)
    #dbg_value(i32 %180, !148, !DIExpression(), !149)
  %198 = and i32 %180, 7, !dbg !153
    #dbg_value(i32 %198, !148, !DIExpression(), !149)
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef 8, i32 noundef %179, i32 noundef %10, i32 noundef 8, i32 noundef %180, i32 noundef %197, i32 noundef %198), !dbg !154
    #dbg_value(i64 9, !83, !DIExpression(), !120)
    #dbg_value(i32 %10, !87, !DIExpression(), !121)
    #dbg_value(i32 13, !90, !DIExpression(), !121)
  %200 = sdiv i32 %10, 13, !dbg !122
    #dbg_value(i32 %200, !91, !DIExpression(), !121)
  %201 = srem i32 %10, 13, !dbg !123
    #dbg_value(i32 %201, !92, !DIExpression(), !121)
  %202 = mul nsw i32 %200, 13, !dbg !124
  %203 = add nsw i32 %202, %201, !dbg !126
  %204 = icmp eq i32 %203, %10, !dbg !127
  br i1 %204, label %207, label %205, !dbg !128

205:                                              ; preds = %186
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10, i32 noundef 13), !dbg !129
  br label %207, !dbg !129

207:                                              ; preds = %205, %186
  %208 = mul nsw i32 %200, 3, !dbg !131
  %209 = sext i32 %208 to i64, !dbg !131
  %210 = sext i32 %201 to i64, !dbg !132
  %211 = add i64 %191, %210, !dbg !133
  %212 = add i64 %211, %209, !dbg !134
    #dbg_value(i64 %212, !80, !DIExpression(), !105)
    #dbg_value(i32 %10, !135, !DIExpression(), !142)
    #dbg_value(i32 13, !140, !DIExpression(), !142)
    #dbg_value(i32 %200, !141, !DIExpression(), !142)
  %213 = icmp ne i32 %201, 0, !dbg !156
  %214 = add nsw i64 %7, -12
  %215 = icmp ult i64 %214, -7
  %216 = and i1 %215, %213, !dbg !158
  %217 = sext i1 %216 to i32, !dbg !158
  %218 = add nsw i32 %200, %217, !dbg !158
    #dbg_value(i32 %218, !141, !DIExpression(), !142)
    #dbg_value(i32 %10, !144, !DIExpression(), !149)
    #dbg_value(i32 13, !147, !DIExpression(), !149)
    #dbg_value(i32 %201, !148, !DIExpression(), !149)
  %219 = icmp slt i32 %201, 0, !dbg !153
  %220 = select i1 %219, i32 13, i32 0, !dbg !153
  %221 = add nsw i32 %220, %201, !dbg !153
    #dbg_value(i32 %221, !148, !DIExpression(), !149)
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %10, i32 noundef 13, i32 noundef %200, i32 noundef %10, i32 noundef 13, i32 noundef %201, i32 noundef %218, i32 noundef %221), !dbg !154
    #dbg_value(i64 10, !83, !DIExpression(), !120)
  br label %136, !dbg !171

223:                                              ; preds = %225
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %250), !dbg !175
  ret i32 0, !dbg !176

225:                                              ; preds = %131, %225
  %226 = phi i32 [ -1000, %131 ], [ %251, %225 ]
  %227 = phi i64 [ 0, %131 ], [ %250, %225 ]
    #dbg_value(i32 %226, !102, !DIExpression(), !169)
    #dbg_value(i64 %227, !101, !DIExpression(), !105)
  %228 = sdiv i32 %226, 3, !dbg !177
  %229 = sdiv i32 %226, 5, !dbg !180
  %230 = add nsw i32 %228, %229, !dbg !181
  %231 = sdiv i32 %226, 7, !dbg !182
  %232 = add nsw i32 %230, %231, !dbg !183
  %233 = sdiv i32 %226, 10, !dbg !184
  %234 = add nsw i32 %232, %233, !dbg !185
  %235 = sdiv i32 %226, 16, !dbg !186
  %236 = add nsw i32 %234, %235, !dbg !187
  %237 = srem i32 %226, 3, !dbg !188
  %238 = add nsw i32 %236, %237, !dbg !189
  %239 = srem i32 %226, 16, !dbg !190
  %240 = add nsw i32 %238, %239, !dbg !191
  %241 = sdiv i32 %226, -9, !dbg !192
  %242 = add nsw i32 %240, %241, !dbg !193
  %243 = sext i32 %242 to i64, !dbg !194
    #dbg_value(i64 poison, !101, !DIExpression(), !105)
  %244 = add nsw i32 %226, 2000, !dbg !195
  %245 = udiv i32 %244, 3, !dbg !196
  %246 = urem i32 %244, 10, !dbg !197
  %247 = add nuw nsw i32 %245, %246, !dbg !198
  %248 = zext nneg i32 %247 to i64, !dbg !199
  %249 = add i64 %227, %248, !dbg !200
  %250 = add i64 %249, %243, !dbg !201
    #dbg_value(i64 %250, !101, !DIExpression(), !105)
  %251 = add nsw i32 %226, 7, !dbg !202
    #dbg_value(i32 %251, !102, !DIExpression(), !169)
  %252 = icmp slt i32 %226, 994, !dbg !203
  br i1 %252, label %225, label %223, !dbg !170, !llvm.loop !204
}

; Function Attrs: nofree nounwind
declare !dbg !206 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!57}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "divmod.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "b90ce5df0935ac305a5b859e403aa3aa")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 552, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 69)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 55)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 27)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 36)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 29)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 23)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 24)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 22)
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !58, globals: !62, splitDebugInlining: false, nameTableKind: None)
!58 = !{!59, !60, !61}
!59 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52}
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !72, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !{!76, !78, !80, !81, !83, !87, !90, !91, !92, !93, !95, !97, !98, !99, !101, !102}
!76 = !DILocalVariable(name: "vals", scope: !71, file: !2, line: 27, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 416, elements: !5)
!78 = !DILocalVariable(name: "divs", scope: !71, file: !2, line: 28, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 320, elements: !35)
!80 = !DILocalVariable(name: "sum", scope: !71, file: !2, line: 29, type: !59)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 30, type: !60)
!82 = distinct !DILexicalBlock(scope: !71, file: !2, line: 30, column: 5)
!83 = !DILocalVariable(name: "j", scope: !84, file: !2, line: 31, type: !60)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 31, column: 9)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 30, column: 65)
!86 = distinct !DILexicalBlock(scope: !82, file: !2, line: 30, column: 5)
!87 = !DILocalVariable(name: "a", scope: !88, file: !2, line: 32, type: !74)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 31, column: 69)
!89 = distinct !DILexicalBlock(scope: !84, file: !2, line: 31, column: 9)
!90 = !DILocalVariable(name: "b", scope: !88, file: !2, line: 32, type: !74)
!91 = !DILocalVariable(name: "q", scope: !88, file: !2, line: 35, type: !74)
!92 = !DILocalVariable(name: "r", scope: !88, file: !2, line: 35, type: !74)
!93 = !DILocalVariable(name: "sc", scope: !71, file: !2, line: 46, type: !94)
!94 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!95 = !DILocalVariable(name: "sh", scope: !71, file: !2, line: 47, type: !96)
!96 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!97 = !DILocalVariable(name: "neg", scope: !71, file: !2, line: 50, type: !74)
!98 = !DILocalVariable(name: "asu", scope: !71, file: !2, line: 51, type: !60)
!99 = !DILocalVariable(name: "ln", scope: !71, file: !2, line: 53, type: !100)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DILocalVariable(name: "check", scope: !71, file: !2, line: 56, type: !59)
!102 = !DILocalVariable(name: "x", scope: !103, file: !2, line: 57, type: !74)
!103 = distinct !DILexicalBlock(scope: !71, file: !2, line: 57, column: 5)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !71)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 20, column: 5, scope: !71)
!108 = !DILocation(line: 21, column: 5, scope: !71)
!109 = !DILocation(line: 22, column: 5, scope: !71)
!110 = !DILocation(line: 24, column: 5, scope: !71)
!111 = !DILocation(line: 25, column: 5, scope: !71)
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !82)
!115 = !DILocation(line: 30, column: 5, scope: !82)
!116 = !{!117, !117, i64 0}
!117 = !{!"int", !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C/C++ TBAA"}
!120 = !DILocation(line: 0, scope: !84)
!121 = !DILocation(line: 0, scope: !88)
!122 = !DILocation(line: 35, column: 23, scope: !88)
!123 = !DILocation(line: 35, column: 34, scope: !88)
!124 = !DILocation(line: 37, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !88, file: !2, line: 37, column: 17)
!126 = !DILocation(line: 37, column: 23, scope: !125)
!127 = !DILocation(line: 37, column: 27, scope: !125)
!128 = !DILocation(line: 37, column: 17, scope: !88)
!129 = !DILocation(line: 38, column: 17, scope: !125)
!130 = !DILocation(line: 39, column: 20, scope: !88)
!131 = !DILocation(line: 39, column: 33, scope: !88)
!132 = !DILocation(line: 39, column: 39, scope: !88)
!133 = !DILocation(line: 39, column: 37, scope: !88)
!134 = !DILocation(line: 39, column: 17, scope: !88)
!135 = !DILocalVariable(name: "a", arg: 1, scope: !136, file: !2, line: 5, type: !74)
!136 = distinct !DISubprogram(name: "floordiv", scope: !2, file: !2, line: 5, type: !137, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!74, !74, !74}
!139 = !{!135, !140, !141}
!140 = !DILocalVariable(name: "b", arg: 2, scope: !136, file: !2, line: 5, type: !74)
!141 = !DILocalVariable(name: "q", scope: !136, file: !2, line: 6, type: !74)
!142 = !DILocation(line: 0, scope: !136, inlinedAt: !143)
!143 = distinct !DILocation(line: 40, column: 78, scope: !88)
!144 = !DILocalVariable(name: "a", arg: 1, scope: !145, file: !2, line: 12, type: !74)
!145 = distinct !DISubprogram(name: "floormod", scope: !2, file: !2, line: 12, type: !137, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !146)
!146 = !{!144, !147, !148}
!147 = !DILocalVariable(name: "b", arg: 2, scope: !145, file: !2, line: 12, type: !74)
!148 = !DILocalVariable(name: "r", scope: !145, file: !2, line: 13, type: !74)
!149 = !DILocation(line: 0, scope: !145, inlinedAt: !150)
!150 = distinct !DILocation(line: 41, column: 20, scope: !88)
!151 = !DILocation(line: 14, column: 11, scope: !152, inlinedAt: !150)
!152 = distinct !DILexicalBlock(scope: !145, file: !2, line: 14, column: 9)
!153 = !DILocation(line: 14, column: 16, scope: !152, inlinedAt: !150)
!154 = !DILocation(line: 40, column: 13, scope: !88)
!155 = !DILocation(line: 32, column: 34, scope: !88)
!156 = !DILocation(line: 7, column: 16, scope: !157, inlinedAt: !143)
!157 = distinct !DILexicalBlock(scope: !136, file: !2, line: 7, column: 9)
!158 = !DILocation(line: 7, column: 22, scope: !157, inlinedAt: !143)
!159 = !DILocation(line: 31, column: 65, scope: !89)
!160 = !DILocation(line: 31, column: 32, scope: !89)
!161 = !DILocation(line: 31, column: 9, scope: !84)
!162 = distinct !{!162, !161, !163, !164}
!163 = !DILocation(line: 42, column: 9, scope: !84)
!164 = !{!"llvm.loop.mustprogress"}
!165 = !DILocation(line: 44, column: 5, scope: !71)
!166 = !DILocation(line: 48, column: 5, scope: !71)
!167 = !DILocation(line: 52, column: 5, scope: !71)
!168 = !DILocation(line: 54, column: 5, scope: !71)
!169 = !DILocation(line: 0, scope: !103)
!170 = !DILocation(line: 57, column: 5, scope: !103)
!171 = !DILocation(line: 30, column: 61, scope: !86)
!172 = !DILocation(line: 30, column: 28, scope: !86)
!173 = distinct !{!173, !115, !174, !164}
!174 = !DILocation(line: 43, column: 5, scope: !82)
!175 = !DILocation(line: 61, column: 5, scope: !71)
!176 = !DILocation(line: 63, column: 1, scope: !71)
!177 = !DILocation(line: 58, column: 20, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 57, column: 44)
!179 = distinct !DILexicalBlock(scope: !103, file: !2, line: 57, column: 5)
!180 = !DILocation(line: 58, column: 28, scope: !178)
!181 = !DILocation(line: 58, column: 24, scope: !178)
!182 = !DILocation(line: 58, column: 36, scope: !178)
!183 = !DILocation(line: 58, column: 32, scope: !178)
!184 = !DILocation(line: 58, column: 44, scope: !178)
!185 = !DILocation(line: 58, column: 40, scope: !178)
!186 = !DILocation(line: 58, column: 53, scope: !178)
!187 = !DILocation(line: 58, column: 49, scope: !178)
!188 = !DILocation(line: 58, column: 62, scope: !178)
!189 = !DILocation(line: 58, column: 58, scope: !178)
!190 = !DILocation(line: 58, column: 70, scope: !178)
!191 = !DILocation(line: 58, column: 66, scope: !178)
!192 = !DILocation(line: 58, column: 79, scope: !178)
!193 = !DILocation(line: 58, column: 75, scope: !178)
!194 = !DILocation(line: 58, column: 18, scope: !178)
!195 = !DILocation(line: 59, column: 31, scope: !178)
!196 = !DILocation(line: 59, column: 39, scope: !178)
!197 = !DILocation(line: 59, column: 66, scope: !178)
!198 = !DILocation(line: 59, column: 43, scope: !178)
!199 = !DILocation(line: 59, column: 18, scope: !178)
!200 = !DILocation(line: 58, column: 15, scope: !178)
!201 = !DILocation(line: 59, column: 15, scope: !178)
!202 = !DILocation(line: 57, column: 38, scope: !179)
!203 = !DILocation(line: 57, column: 27, scope: !179)
!204 = distinct !{!204, !170, !205, !164}
!205 = !DILocation(line: 60, column: 5, scope: !103)
!206 = !DISubprogram(name: "printf", scope: !207, file: !207, line: 356, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!208 = !DISubroutineType(types: !209)
!209 = !{!74, !210, null}
!210 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !211)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
