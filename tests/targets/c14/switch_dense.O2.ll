; ModuleID = 'switch_dense.c'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.prog = private unnamed_addr constant [14 x i32] [i32 1, i32 1, i32 3, i32 6, i32 5, i32 1, i32 7, i32 4, i32 8, i32 0, i32 1, i32 5, i32 2, i32 9], align 16
@.str = private unnamed_addr constant [20 x i8] c"%-5s sp=%d top=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"dense(%d)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"dense sum %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"x = 42 + y*7 / (a - 3)\09done\0A\00", align 1
@.str.4 = private unnamed_addr constant [52 x i8] c"classes: other=%d digit=%d vowel=%d space=%d op=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"work sum %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%4d\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"nop\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"push\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"pop\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"dup\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"swap\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"halt\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !25 {
  %1 = alloca [16 x i64], align 16
  %2 = alloca [5 x i32], align 16
  call void @llvm.dbg.declare(metadata [14 x i32]* @__const.main.prog, metadata !28, metadata !DIExpression()), !dbg !68
  %3 = bitcast [16 x i64]* %1 to i8*, !dbg !69
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %3) #7, !dbg !69
  call void @llvm.dbg.declare(metadata [16 x i64]* %1, metadata !32, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 3, metadata !38, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !72
  br label %4, !dbg !73

4:                                                ; preds = %0, %82
  %5 = phi i64 [ 0, %0 ], [ %85, %82 ]
  %6 = phi i32 [ 0, %0 ], [ %73, %82 ]
  %7 = phi i64 [ 3, %0 ], [ %74, %82 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %5, metadata !39, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i64 %7, metadata !38, metadata !DIExpression()), !dbg !71
  %8 = getelementptr inbounds [14 x i32], [14 x i32]* @__const.main.prog, i64 0, i64 %5, !dbg !74
  %9 = load i32, i32* %8, align 4, !dbg !74, !tbaa !75
  switch i32 %9, label %71 [
    i32 8, label %64
    i32 1, label %10
    i32 2, label %15
    i32 3, label %17
    i32 4, label %27
    i32 5, label %37
    i32 6, label %47
    i32 7, label %55
    i32 0, label %72
    i32 9, label %70
  ], !dbg !78

10:                                               ; preds = %4
  %11 = add nsw i32 %6, 1, !dbg !79
  call void @llvm.dbg.value(metadata i32 %11, metadata !37, metadata !DIExpression()), !dbg !71
  %12 = sext i32 %6 to i64, !dbg !80
  %13 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %12, !dbg !80
  store i64 %7, i64* %13, align 8, !dbg !81, !tbaa !82
  %14 = add nsw i64 %7, 4, !dbg !84
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !38, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %9, metadata !85, metadata !DIExpression()), !dbg !90
  br label %72, !dbg !92

15:                                               ; preds = %4
  %16 = add nsw i32 %6, -1, !dbg !94
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !38, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %9, metadata !85, metadata !DIExpression()), !dbg !90
  br label %72, !dbg !95

17:                                               ; preds = %4
  %18 = add nsw i32 %6, -1, !dbg !96
  call void @llvm.dbg.value(metadata i32 %18, metadata !37, metadata !DIExpression()), !dbg !71
  %19 = sext i32 %18 to i64, !dbg !97
  %20 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %19, !dbg !97
  %21 = load i64, i64* %20, align 8, !dbg !97, !tbaa !82
  %22 = add nsw i32 %6, -2, !dbg !98
  %23 = sext i32 %22 to i64, !dbg !99
  %24 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %23, !dbg !99
  %25 = load i64, i64* %24, align 8, !dbg !100, !tbaa !82
  %26 = add nsw i64 %25, %21, !dbg !100
  store i64 %26, i64* %24, align 8, !dbg !100, !tbaa !82
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !38, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %9, metadata !85, metadata !DIExpression()), !dbg !90
  br label %72, !dbg !101

27:                                               ; preds = %4
  %28 = add nsw i32 %6, -1, !dbg !102
  call void @llvm.dbg.value(metadata i32 %28, metadata !37, metadata !DIExpression()), !dbg !71
  %29 = sext i32 %28 to i64, !dbg !103
  %30 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %29, !dbg !103
  %31 = load i64, i64* %30, align 8, !dbg !103, !tbaa !82
  %32 = add nsw i32 %6, -2, !dbg !104
  %33 = sext i32 %32 to i64, !dbg !105
  %34 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %33, !dbg !105
  %35 = load i64, i64* %34, align 8, !dbg !106, !tbaa !82
  %36 = sub nsw i64 %35, %31, !dbg !106
  store i64 %36, i64* %34, align 8, !dbg !106, !tbaa !82
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !38, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %9, metadata !85, metadata !DIExpression()), !dbg !90
  br label %72, !dbg !107

37:                                               ; preds = %4
  %38 = add nsw i32 %6, -1, !dbg !108
  call void @llvm.dbg.value(metadata i32 %38, metadata !37, metadata !DIExpression()), !dbg !71
  %39 = sext i32 %38 to i64, !dbg !109
  %40 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %39, !dbg !109
  %41 = load i64, i64* %40, align 8, !dbg !109, !tbaa !82
  %42 = add nsw i32 %6, -2, !dbg !110
  %43 = sext i32 %42 to i64, !dbg !111
  %44 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %43, !dbg !111
  %45 = load i64, i64* %44, align 8, !dbg !112, !tbaa !82
  %46 = mul nsw i64 %45, %41, !dbg !112
  store i64 %46, i64* %44, align 8, !dbg !112, !tbaa !82
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !38, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %9, metadata !85, metadata !DIExpression()), !dbg !90
  br label %72, !dbg !113

47:                                               ; preds = %4
  %48 = add nsw i32 %6, -1, !dbg !114
  %49 = sext i32 %48 to i64, !dbg !115
  %50 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %49, !dbg !115
  %51 = load i64, i64* %50, align 8, !dbg !115, !tbaa !82
  %52 = sext i32 %6 to i64, !dbg !116
  %53 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %52, !dbg !116
  store i64 %51, i64* %53, align 8, !dbg !117, !tbaa !82
  %54 = add nsw i32 %6, 1, !dbg !118
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !38, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %9, metadata !85, metadata !DIExpression()), !dbg !90
  br label %72, !dbg !119

55:                                               ; preds = %4
  %56 = add nsw i32 %6, -1, !dbg !120
  %57 = sext i32 %56 to i64, !dbg !121
  %58 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %57, !dbg !121
  %59 = load i64, i64* %58, align 8, !dbg !121, !tbaa !82
  call void @llvm.dbg.value(metadata i64 %59, metadata !41, metadata !DIExpression()), !dbg !122
  %60 = add nsw i32 %6, -2, !dbg !123
  %61 = sext i32 %60 to i64, !dbg !124
  %62 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %61, !dbg !124
  %63 = load i64, i64* %62, align 8, !dbg !124, !tbaa !82
  store i64 %63, i64* %58, align 8, !dbg !125, !tbaa !82
  store i64 %59, i64* %62, align 8, !dbg !126, !tbaa !82
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !38, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %9, metadata !85, metadata !DIExpression()), !dbg !90
  br label %72, !dbg !127

64:                                               ; preds = %4
  %65 = add nsw i32 %6, -1, !dbg !128
  %66 = sext i32 %65 to i64, !dbg !129
  %67 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %66, !dbg !129
  %68 = load i64, i64* %67, align 8, !dbg !129, !tbaa !82
  %69 = sub nsw i64 0, %68, !dbg !130
  store i64 %69, i64* %67, align 8, !dbg !131, !tbaa !82
  call void @llvm.dbg.value(metadata i32 %6, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !38, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %9, metadata !85, metadata !DIExpression()), !dbg !90
  br label %72, !dbg !132

70:                                               ; preds = %4
  br label %72, !dbg !133

71:                                               ; preds = %4
  br label %72, !dbg !134

72:                                               ; preds = %4, %10, %15, %17, %27, %37, %47, %55, %64, %70, %71
  %73 = phi i32 [ %6, %71 ], [ %6, %70 ], [ %6, %64 ], [ %6, %55 ], [ %54, %47 ], [ %38, %37 ], [ %28, %27 ], [ %18, %17 ], [ %16, %15 ], [ %11, %10 ], [ %6, %4 ]
  %74 = phi i64 [ %7, %71 ], [ %7, %70 ], [ %7, %64 ], [ %7, %55 ], [ %7, %47 ], [ %7, %37 ], [ %7, %27 ], [ %7, %17 ], [ %7, %15 ], [ %14, %10 ], [ %7, %4 ]
  %75 = phi i8* [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i64 0, i64 0), %71 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), %70 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), %64 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), %55 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0), %47 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), %37 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), %27 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), %17 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), %15 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), %10 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), %4 ], !dbg !90
  %76 = icmp eq i32 %73, 0, !dbg !135
  br i1 %76, label %82, label %77, !dbg !135

77:                                               ; preds = %72
  %78 = add nsw i32 %73, -1, !dbg !136
  %79 = sext i32 %78 to i64, !dbg !137
  %80 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 %79, !dbg !137
  %81 = load i64, i64* %80, align 8, !dbg !137, !tbaa !82
  br label %82, !dbg !135

82:                                               ; preds = %72, %77
  %83 = phi i64 [ %81, %77 ], [ 0, %72 ], !dbg !135
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i8* noundef %75, i32 noundef %73, i64 noundef %83), !dbg !138
  %85 = add nuw nsw i64 %5, 1, !dbg !139
  call void @llvm.dbg.value(metadata i32 %73, metadata !37, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 %85, metadata !39, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i64 %74, metadata !38, metadata !DIExpression()), !dbg !71
  %86 = icmp eq i64 %85, 13, !dbg !140
  br i1 %86, label %90, label %4, !dbg !73, !llvm.loop !141

87:                                               ; preds = %118
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i64 noundef %119), !dbg !144
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), metadata !49, metadata !DIExpression()), !dbg !71
  %89 = bitcast [5 x i32]* %2 to i8*, !dbg !145
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %89) #7, !dbg !145
  call void @llvm.dbg.declare(metadata [5 x i32]* %2, metadata !53, metadata !DIExpression()), !dbg !146
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(20) %89, i8 0, i64 20, i1 false), !dbg !146
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), metadata !57, metadata !DIExpression()), !dbg !147
  br label %136, !dbg !148

90:                                               ; preds = %82, %118
  %91 = phi i32 [ %122, %118 ], [ -3, %82 ]
  %92 = phi i64 [ %119, %118 ], [ 0, %82 ]
  call void @llvm.dbg.value(metadata i32 %91, metadata !47, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %92, metadata !46, metadata !DIExpression()), !dbg !71
  %93 = mul nsw i64 %92, 3, !dbg !150
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !158
  switch i32 %91, label %116 [
    i32 0, label %94
    i32 1, label %96
    i32 2, label %98
    i32 3, label %100
    i32 4, label %102
    i32 5, label %104
    i32 6, label %118
    i32 7, label %106
    i32 8, label %108
    i32 9, label %110
    i32 10, label %112
    i32 11, label %114
  ], !dbg !160

94:                                               ; preds = %90
  %95 = add nsw i64 %93, 17, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !164

96:                                               ; preds = %90
  %97 = add nsw i64 %93, 4, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !165

98:                                               ; preds = %90
  %99 = add nsw i64 %93, -9, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !167

100:                                              ; preds = %90
  %101 = add nsw i64 %93, 100, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !168

102:                                              ; preds = %90
  %103 = add nsw i64 %93, 33, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !169

104:                                              ; preds = %90
  %105 = add nsw i64 %93, 8, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !170

106:                                              ; preds = %90
  %107 = add nsw i64 %93, 71, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !171

108:                                              ; preds = %90
  %109 = add nsw i64 %93, 2, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !172

110:                                              ; preds = %90
  %111 = add nsw i64 %93, 19, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !173

112:                                              ; preds = %90
  %113 = add nsw i64 %93, -50, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !174

114:                                              ; preds = %90
  %115 = add nsw i64 %93, 6, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !175

116:                                              ; preds = %90
  %117 = add nsw i64 %93, -1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %117, metadata !46, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %91, metadata !153, metadata !DIExpression()), !dbg !162
  br label %118, !dbg !176

118:                                              ; preds = %90, %94, %96, %98, %100, %102, %116, %104, %106, %108, %110, %112, %114
  %119 = phi i64 [ %117, %116 ], [ %115, %114 ], [ %113, %112 ], [ %111, %110 ], [ %109, %108 ], [ %107, %106 ], [ %105, %104 ], [ %103, %102 ], [ %101, %100 ], [ %99, %98 ], [ %97, %96 ], [ %95, %94 ], [ %93, %90 ]
  %120 = phi i32 [ -1, %116 ], [ 6, %114 ], [ -50, %112 ], [ 19, %110 ], [ 2, %108 ], [ 71, %106 ], [ 8, %104 ], [ 33, %102 ], [ 100, %100 ], [ -9, %98 ], [ 4, %96 ], [ 17, %94 ], [ 0, %90 ], !dbg !177
  %121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef %91, i32 noundef %120), !dbg !178
  %122 = add nsw i32 %91, 1, !dbg !179
  call void @llvm.dbg.value(metadata i32 %122, metadata !47, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %119, metadata !46, metadata !DIExpression()), !dbg !71
  %123 = icmp eq i32 %122, 16, !dbg !180
  br i1 %123, label %87, label %90, !dbg !181, !llvm.loop !182

124:                                              ; preds = %156
  %125 = getelementptr inbounds [5 x i32], [5 x i32]* %2, i64 0, i64 0, !dbg !184
  %126 = load i32, i32* %125, align 16, !dbg !184, !tbaa !185
  %127 = getelementptr inbounds [5 x i32], [5 x i32]* %2, i64 0, i64 1, !dbg !187
  %128 = load i32, i32* %127, align 4, !dbg !187, !tbaa !185
  %129 = getelementptr inbounds [5 x i32], [5 x i32]* %2, i64 0, i64 2, !dbg !188
  %130 = load i32, i32* %129, align 8, !dbg !188, !tbaa !185
  %131 = getelementptr inbounds [5 x i32], [5 x i32]* %2, i64 0, i64 3, !dbg !189
  %132 = load i32, i32* %131, align 4, !dbg !189, !tbaa !185
  %133 = getelementptr inbounds [5 x i32], [5 x i32]* %2, i64 0, i64 4, !dbg !190
  %134 = load i32, i32* %133, align 16, !dbg !190, !tbaa !185
  %135 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.4, i64 0, i64 0), i32 noundef %126, i32 noundef %128, i32 noundef %130, i32 noundef %132, i32 noundef %134), !dbg !191
  call void @llvm.dbg.value(metadata i64 0, metadata !59, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !192
  br label %212, !dbg !193

136:                                              ; preds = %156, %87
  %137 = phi i8 [ 120, %87 ], [ %162, %156 ]
  %138 = phi i8* [ getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), %87 ], [ %161, %156 ]
  call void @llvm.dbg.value(metadata i8* %138, metadata !57, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i8 %137, metadata !194, metadata !DIExpression()), !dbg !199
  %139 = sext i8 %137 to i32, !dbg !202
  switch i32 %139, label %143 [
    i32 48, label %144
    i32 49, label %144
    i32 50, label %144
    i32 51, label %144
    i32 52, label %144
    i32 53, label %144
    i32 54, label %144
    i32 55, label %144
    i32 56, label %144
    i32 57, label %144
    i32 97, label %140
    i32 101, label %140
    i32 105, label %140
    i32 111, label %140
    i32 117, label %140
    i32 32, label %141
    i32 9, label %141
    i32 10, label %141
    i32 43, label %142
    i32 45, label %142
    i32 42, label %142
    i32 47, label %142
  ], !dbg !203

140:                                              ; preds = %136, %136, %136, %136, %136
  br label %144, !dbg !204

141:                                              ; preds = %136, %136, %136
  br label %144, !dbg !206

142:                                              ; preds = %136, %136, %136, %136
  br label %144, !dbg !207

143:                                              ; preds = %136
  br label %144, !dbg !208

144:                                              ; preds = %136, %136, %136, %136, %136, %136, %136, %136, %136, %136, %140, %141, %142, %143
  %145 = phi i64 [ 0, %143 ], [ 4, %142 ], [ 3, %141 ], [ 2, %140 ], [ 1, %136 ], [ 1, %136 ], [ 1, %136 ], [ 1, %136 ], [ 1, %136 ], [ 1, %136 ], [ 1, %136 ], [ 1, %136 ], [ 1, %136 ], [ 1, %136 ]
  %146 = getelementptr inbounds [5 x i32], [5 x i32]* %2, i64 0, i64 %145, !dbg !209
  %147 = load i32, i32* %146, align 4, !dbg !210, !tbaa !185
  %148 = add nsw i32 %147, 1, !dbg !210
  store i32 %148, i32* %146, align 4, !dbg !210, !tbaa !185
  %149 = getelementptr inbounds i8, i8* %138, i64 1, !dbg !211
  call void @llvm.dbg.value(metadata i8* %149, metadata !57, metadata !DIExpression()), !dbg !147
  %150 = load i8, i8* %149, align 1, !dbg !212, !tbaa !75
  call void @llvm.dbg.value(metadata i8* %149, metadata !57, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i8 %150, metadata !194, metadata !DIExpression()), !dbg !199
  %151 = sext i8 %150 to i32, !dbg !202
  switch i32 %151, label %155 [
    i32 48, label %156
    i32 49, label %156
    i32 50, label %156
    i32 51, label %156
    i32 52, label %156
    i32 53, label %156
    i32 54, label %156
    i32 55, label %156
    i32 56, label %156
    i32 57, label %156
    i32 97, label %154
    i32 101, label %154
    i32 105, label %154
    i32 111, label %154
    i32 117, label %154
    i32 32, label %153
    i32 9, label %153
    i32 10, label %153
    i32 43, label %152
    i32 45, label %152
    i32 42, label %152
    i32 47, label %152
  ], !dbg !203

152:                                              ; preds = %144, %144, %144, %144
  br label %156, !dbg !207

153:                                              ; preds = %144, %144, %144
  br label %156, !dbg !206

154:                                              ; preds = %144, %144, %144, %144, %144
  br label %156, !dbg !204

155:                                              ; preds = %144
  br label %156, !dbg !208

156:                                              ; preds = %155, %154, %153, %152, %144, %144, %144, %144, %144, %144, %144, %144, %144, %144
  %157 = phi i64 [ 0, %155 ], [ 4, %152 ], [ 3, %153 ], [ 2, %154 ], [ 1, %144 ], [ 1, %144 ], [ 1, %144 ], [ 1, %144 ], [ 1, %144 ], [ 1, %144 ], [ 1, %144 ], [ 1, %144 ], [ 1, %144 ], [ 1, %144 ]
  %158 = getelementptr inbounds [5 x i32], [5 x i32]* %2, i64 0, i64 %157, !dbg !209
  %159 = load i32, i32* %158, align 4, !dbg !210, !tbaa !185
  %160 = add nsw i32 %159, 1, !dbg !210
  store i32 %160, i32* %158, align 4, !dbg !210, !tbaa !185
  %161 = getelementptr inbounds i8, i8* %138, i64 2, !dbg !211
  call void @llvm.dbg.value(metadata i8* %161, metadata !57, metadata !DIExpression()), !dbg !147
  %162 = load i8, i8* %161, align 1, !dbg !212, !tbaa !75
  %163 = icmp eq i8* %161, getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 28), !dbg !148
  br i1 %163, label %124, label %136, !dbg !148, !llvm.loop !213

164:                                              ; preds = %253
  %165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i64 noundef %256), !dbg !215
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 1, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 1, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 2, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 2, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 3, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 3, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 4, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 4, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 5, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 5, metadata !223, metadata !DIExpression()), !dbg !224
  %166 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1), !dbg !227
  %167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 2), !dbg !227
  %168 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 3), !dbg !227
  %169 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 4), !dbg !227
  %170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1), !dbg !227
  %171 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 2), !dbg !227
  call void @llvm.dbg.value(metadata i32 6, metadata !64, metadata !DIExpression()), !dbg !217
  %172 = tail call i32 @putchar(i32 10), !dbg !228
  call void @llvm.dbg.value(metadata i32 1, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 1, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 1, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()), !dbg !224
  %173 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 10), !dbg !227
  %174 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 20), !dbg !227
  %175 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 10), !dbg !227
  %176 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 20), !dbg !227
  %177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 10), !dbg !227
  %178 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 20), !dbg !227
  call void @llvm.dbg.value(metadata i32 6, metadata !64, metadata !DIExpression()), !dbg !217
  %179 = tail call i32 @putchar(i32 10), !dbg !228
  call void @llvm.dbg.value(metadata i32 2, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 2, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 2, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 1, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 2, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 1, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 2, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 2, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 3, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 3, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 4, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 4, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 5, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 5, metadata !223, metadata !DIExpression()), !dbg !224
  %180 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 100), !dbg !227
  %181 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 101), !dbg !227
  %182 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 102), !dbg !227
  %183 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 103), !dbg !227
  %184 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 104), !dbg !227
  %185 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 105), !dbg !227
  call void @llvm.dbg.value(metadata i32 6, metadata !64, metadata !DIExpression()), !dbg !217
  %186 = tail call i32 @putchar(i32 10), !dbg !228
  call void @llvm.dbg.value(metadata i32 3, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 3, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 3, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 1, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 3, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 1, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 2, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 2, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 3, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 3, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 4, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 4, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 5, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 5, metadata !223, metadata !DIExpression()), !dbg !224
  %187 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1), !dbg !227
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 2), !dbg !227
  %189 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 3), !dbg !227
  %190 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 4), !dbg !227
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1), !dbg !227
  %192 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 2), !dbg !227
  call void @llvm.dbg.value(metadata i32 6, metadata !64, metadata !DIExpression()), !dbg !217
  %193 = tail call i32 @putchar(i32 10), !dbg !228
  call void @llvm.dbg.value(metadata i32 4, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 4, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 4, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()), !dbg !224
  %194 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 10), !dbg !227
  %195 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 20), !dbg !227
  %196 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 10), !dbg !227
  %197 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 20), !dbg !227
  %198 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 10), !dbg !227
  %199 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 20), !dbg !227
  call void @llvm.dbg.value(metadata i32 6, metadata !64, metadata !DIExpression()), !dbg !217
  %200 = tail call i32 @putchar(i32 10), !dbg !228
  call void @llvm.dbg.value(metadata i32 5, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 5, metadata !62, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 5, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 1, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 5, metadata !218, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 1, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 2, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 2, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 3, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 3, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 4, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 4, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 5, metadata !64, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 5, metadata !223, metadata !DIExpression()), !dbg !224
  %201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 100), !dbg !227
  %202 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 101), !dbg !227
  %203 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 102), !dbg !227
  %204 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 103), !dbg !227
  %205 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 104), !dbg !227
  %206 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef 105), !dbg !227
  call void @llvm.dbg.value(metadata i32 6, metadata !64, metadata !DIExpression()), !dbg !217
  %207 = tail call i32 @putchar(i32 10), !dbg !228
  call void @llvm.dbg.value(metadata i32 6, metadata !62, metadata !DIExpression()), !dbg !216
  %208 = getelementptr inbounds [16 x i64], [16 x i64]* %1, i64 0, i64 0, !dbg !229
  %209 = load i64, i64* %208, align 16, !dbg !229, !tbaa !82
  %210 = trunc i64 %209 to i32, !dbg !230
  %211 = and i32 %210, 127, !dbg !230
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %89) #7, !dbg !231
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %3) #7, !dbg !231
  ret i32 %211, !dbg !231

212:                                              ; preds = %124, %253
  %213 = phi i32 [ 0, %124 ], [ %257, %253 ]
  %214 = phi i64 [ 0, %124 ], [ %256, %253 ]
  call void @llvm.dbg.value(metadata i32 %213, metadata !60, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.value(metadata i64 %214, metadata !59, metadata !DIExpression()), !dbg !71
  %215 = mul nuw nsw i32 %213, 37, !dbg !232
  %216 = add nuw nsw i32 %215, 5, !dbg !234
  call void @llvm.dbg.value(metadata i32 %216, metadata !235, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 0, metadata !238, metadata !DIExpression()), !dbg !239
  %217 = and i32 %216, 15, !dbg !241
  switch i32 %217, label %252 [
    i32 0, label %253
    i32 1, label %218
    i32 2, label %220
    i32 3, label %222
    i32 4, label %226
    i32 5, label %228
    i32 6, label %230
    i32 7, label %232
    i32 8, label %234
    i32 9, label %238
    i32 10, label %240
    i32 11, label %242
    i32 12, label %244
    i32 13, label %246
    i32 14, label %248
    i32 15, label %251
  ], !dbg !242

218:                                              ; preds = %212
  %219 = sub nuw nsw i32 -5, %215, !dbg !243
  call void @llvm.dbg.value(metadata i32 %219, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !245

220:                                              ; preds = %212
  %221 = mul nuw nsw i32 %216, 3, !dbg !246
  call void @llvm.dbg.value(metadata i32 %221, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !247

222:                                              ; preds = %212
  %223 = trunc i32 %216 to i16, !dbg !248
  %224 = udiv i16 %223, 3, !dbg !248
  %225 = zext i16 %224 to i32, !dbg !248
  call void @llvm.dbg.value(metadata i32 %225, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !249

226:                                              ; preds = %212
  %227 = xor i32 %216, 85, !dbg !250
  call void @llvm.dbg.value(metadata i32 %227, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !251

228:                                              ; preds = %212
  %229 = sub nuw nsw i32 -6, %215, !dbg !252
  call void @llvm.dbg.value(metadata i32 %229, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !253

230:                                              ; preds = %212
  %231 = shl nuw nsw i32 %216, 2, !dbg !254
  call void @llvm.dbg.value(metadata i32 %231, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !255

232:                                              ; preds = %212
  %233 = lshr i32 %216, 1, !dbg !256
  call void @llvm.dbg.value(metadata i32 %233, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !257

234:                                              ; preds = %212
  %235 = trunc i32 %216 to i16, !dbg !258
  %236 = urem i16 %235, 7, !dbg !258
  %237 = zext i16 %236 to i32, !dbg !258
  call void @llvm.dbg.value(metadata i32 %237, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !259

238:                                              ; preds = %212
  %239 = sub nuw nsw i32 -5, %215, !dbg !260
  call void @llvm.dbg.value(metadata i32 %239, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !261

240:                                              ; preds = %212
  %241 = or i32 %216, 256, !dbg !262
  call void @llvm.dbg.value(metadata i32 %241, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !263

242:                                              ; preds = %212
  %243 = and i32 %216, 240, !dbg !264
  call void @llvm.dbg.value(metadata i32 %243, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !265

244:                                              ; preds = %212
  %245 = add nuw nsw i32 %215, 1005, !dbg !266
  call void @llvm.dbg.value(metadata i32 %245, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !267

246:                                              ; preds = %212
  %247 = add nsw i32 %215, -995, !dbg !268
  call void @llvm.dbg.value(metadata i32 %247, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !269

248:                                              ; preds = %212
  %249 = mul nuw nsw i32 %216, 7, !dbg !270
  %250 = and i32 %249, 255, !dbg !271
  call void @llvm.dbg.value(metadata i32 %250, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !272

251:                                              ; preds = %212
  call void @llvm.dbg.value(metadata i32 42, metadata !238, metadata !DIExpression()), !dbg !239
  br label %253, !dbg !273

252:                                              ; preds = %212
  unreachable

253:                                              ; preds = %212, %218, %220, %222, %226, %228, %230, %232, %234, %238, %240, %242, %244, %246, %248, %251
  %254 = phi i32 [ 42, %251 ], [ %250, %248 ], [ %247, %246 ], [ %245, %244 ], [ %243, %242 ], [ %241, %240 ], [ %239, %238 ], [ %237, %234 ], [ %233, %232 ], [ %231, %230 ], [ %229, %228 ], [ %227, %226 ], [ %225, %222 ], [ %221, %220 ], [ %219, %218 ], [ %216, %212 ], !dbg !274
  call void @llvm.dbg.value(metadata i32 %254, metadata !238, metadata !DIExpression()), !dbg !239
  %255 = sext i32 %254 to i64, !dbg !275
  %256 = add nsw i64 %214, %255, !dbg !276
  call void @llvm.dbg.value(metadata i64 %256, metadata !59, metadata !DIExpression()), !dbg !71
  %257 = add nuw nsw i32 %213, 1, !dbg !277
  call void @llvm.dbg.value(metadata i32 %257, metadata !60, metadata !DIExpression()), !dbg !192
  %258 = icmp eq i32 %257, 200, !dbg !278
  br i1 %258, label %164, label %212, !dbg !193, !llvm.loop !279
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !16, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_dense.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "6794660860bb5563f25436d8949e842c")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "op", file: !1, line: 5, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10, !11, !12, !13, !14, !15}
!6 = !DIEnumerator(name: "NOP", value: 0)
!7 = !DIEnumerator(name: "PUSH", value: 1)
!8 = !DIEnumerator(name: "POP", value: 2)
!9 = !DIEnumerator(name: "ADD", value: 3)
!10 = !DIEnumerator(name: "SUB", value: 4)
!11 = !DIEnumerator(name: "MUL", value: 5)
!12 = !DIEnumerator(name: "DUP", value: 6)
!13 = !DIEnumerator(name: "SWAP", value: 7)
!14 = !DIEnumerator(name: "NEG", value: 8)
!15 = !DIEnumerator(name: "HALT", value: 9)
!16 = !{!17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 99, type: !26, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
!26 = !DISubroutineType(types: !16)
!27 = !{!28, !32, !37, !38, !39, !41, !46, !47, !49, !53, !57, !59, !60, !62, !64}
!28 = !DILocalVariable(name: "prog", scope: !25, file: !1, line: 100, type: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 448, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DILocalVariable(name: "stack", scope: !25, file: !1, line: 101, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 1024, elements: !35)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !{!36}
!36 = !DISubrange(count: 16)
!37 = !DILocalVariable(name: "sp", scope: !25, file: !1, line: 102, type: !17)
!38 = !DILocalVariable(name: "next", scope: !25, file: !1, line: 103, type: !34)
!39 = !DILocalVariable(name: "pc", scope: !40, file: !1, line: 104, type: !17)
!40 = distinct !DILexicalBlock(scope: !25, file: !1, line: 104, column: 5)
!41 = !DILocalVariable(name: "t", scope: !42, file: !1, line: 113, type: !34)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 113, column: 20)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 105, column: 27)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 104, column: 46)
!45 = distinct !DILexicalBlock(scope: !40, file: !1, line: 104, column: 5)
!46 = !DILocalVariable(name: "s", scope: !25, file: !1, line: 119, type: !34)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 120, type: !17)
!48 = distinct !DILexicalBlock(scope: !25, file: !1, line: 120, column: 5)
!49 = !DILocalVariable(name: "text", scope: !25, file: !1, line: 125, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!52 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!53 = !DILocalVariable(name: "counts", scope: !25, file: !1, line: 126, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 160, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 5)
!57 = !DILocalVariable(name: "p", scope: !58, file: !1, line: 127, type: !50)
!58 = distinct !DILexicalBlock(scope: !25, file: !1, line: 127, column: 5)
!59 = !DILocalVariable(name: "w", scope: !25, file: !1, line: 131, type: !34)
!60 = !DILocalVariable(name: "i", scope: !61, file: !1, line: 132, type: !17)
!61 = distinct !DILexicalBlock(scope: !25, file: !1, line: 132, column: 5)
!62 = !DILocalVariable(name: "a", scope: !63, file: !1, line: 135, type: !17)
!63 = distinct !DILexicalBlock(scope: !25, file: !1, line: 135, column: 5)
!64 = !DILocalVariable(name: "b", scope: !65, file: !1, line: 136, type: !17)
!65 = distinct !DILexicalBlock(scope: !66, file: !1, line: 136, column: 9)
!66 = distinct !DILexicalBlock(scope: !67, file: !1, line: 135, column: 33)
!67 = distinct !DILexicalBlock(scope: !63, file: !1, line: 135, column: 5)
!68 = !DILocation(line: 100, column: 13, scope: !25)
!69 = !DILocation(line: 101, column: 5, scope: !25)
!70 = !DILocation(line: 101, column: 10, scope: !25)
!71 = !DILocation(line: 0, scope: !25)
!72 = !DILocation(line: 0, scope: !40)
!73 = !DILocation(line: 104, column: 5, scope: !40)
!74 = !DILocation(line: 104, column: 22, scope: !45)
!75 = !{!76, !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 105, column: 9, scope: !44)
!79 = !DILocation(line: 107, column: 28, scope: !43)
!80 = !DILocation(line: 107, column: 20, scope: !43)
!81 = !DILocation(line: 107, column: 32, scope: !43)
!82 = !{!83, !83, i64 0}
!83 = !{!"long", !76, i64 0}
!84 = !DILocation(line: 107, column: 45, scope: !43)
!85 = !DILocalVariable(name: "o", arg: 1, scope: !86, file: !1, line: 7, type: !3)
!86 = distinct !DISubprogram(name: "op_name", scope: !1, file: !1, line: 7, type: !87, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!50, !3}
!89 = !{!85}
!90 = !DILocation(line: 0, scope: !86, inlinedAt: !91)
!91 = distinct !DILocation(line: 117, column: 40, scope: !44)
!92 = !DILocation(line: 10, column: 16, scope: !93, inlinedAt: !91)
!93 = distinct !DILexicalBlock(scope: !86, file: !1, line: 8, column: 16)
!94 = !DILocation(line: 108, column: 21, scope: !43)
!95 = !DILocation(line: 11, column: 15, scope: !93, inlinedAt: !91)
!96 = !DILocation(line: 109, column: 21, scope: !43)
!97 = !DILocation(line: 109, column: 42, scope: !43)
!98 = !DILocation(line: 109, column: 34, scope: !43)
!99 = !DILocation(line: 109, column: 25, scope: !43)
!100 = !DILocation(line: 109, column: 39, scope: !43)
!101 = !DILocation(line: 12, column: 15, scope: !93, inlinedAt: !91)
!102 = !DILocation(line: 110, column: 21, scope: !43)
!103 = !DILocation(line: 110, column: 42, scope: !43)
!104 = !DILocation(line: 110, column: 34, scope: !43)
!105 = !DILocation(line: 110, column: 25, scope: !43)
!106 = !DILocation(line: 110, column: 39, scope: !43)
!107 = !DILocation(line: 13, column: 15, scope: !93, inlinedAt: !91)
!108 = !DILocation(line: 111, column: 21, scope: !43)
!109 = !DILocation(line: 111, column: 42, scope: !43)
!110 = !DILocation(line: 111, column: 34, scope: !43)
!111 = !DILocation(line: 111, column: 25, scope: !43)
!112 = !DILocation(line: 111, column: 39, scope: !43)
!113 = !DILocation(line: 14, column: 15, scope: !93, inlinedAt: !91)
!114 = !DILocation(line: 112, column: 40, scope: !43)
!115 = !DILocation(line: 112, column: 31, scope: !43)
!116 = !DILocation(line: 112, column: 19, scope: !43)
!117 = !DILocation(line: 112, column: 29, scope: !43)
!118 = !DILocation(line: 112, column: 48, scope: !43)
!119 = !DILocation(line: 15, column: 15, scope: !93, inlinedAt: !91)
!120 = !DILocation(line: 113, column: 40, scope: !42)
!121 = !DILocation(line: 113, column: 31, scope: !42)
!122 = !DILocation(line: 0, scope: !42)
!123 = !DILocation(line: 113, column: 71, scope: !42)
!124 = !DILocation(line: 113, column: 62, scope: !42)
!125 = !DILocation(line: 113, column: 60, scope: !42)
!126 = !DILocation(line: 113, column: 91, scope: !42)
!127 = !DILocation(line: 16, column: 16, scope: !93, inlinedAt: !91)
!128 = !DILocation(line: 114, column: 45, scope: !43)
!129 = !DILocation(line: 114, column: 36, scope: !43)
!130 = !DILocation(line: 114, column: 35, scope: !43)
!131 = !DILocation(line: 114, column: 33, scope: !43)
!132 = !DILocation(line: 17, column: 15, scope: !93, inlinedAt: !91)
!133 = !DILocation(line: 18, column: 16, scope: !93, inlinedAt: !91)
!134 = !DILocation(line: 20, column: 5, scope: !86, inlinedAt: !91)
!135 = !DILocation(line: 117, column: 63, scope: !44)
!136 = !DILocation(line: 117, column: 77, scope: !44)
!137 = !DILocation(line: 117, column: 68, scope: !44)
!138 = !DILocation(line: 117, column: 9, scope: !44)
!139 = !DILocation(line: 104, column: 42, scope: !45)
!140 = !DILocation(line: 104, column: 31, scope: !45)
!141 = distinct !{!141, !73, !142, !143}
!142 = !DILocation(line: 118, column: 5, scope: !40)
!143 = !{!"llvm.loop.mustprogress"}
!144 = !DILocation(line: 124, column: 5, scope: !25)
!145 = !DILocation(line: 126, column: 5, scope: !25)
!146 = !DILocation(line: 126, column: 9, scope: !25)
!147 = !DILocation(line: 0, scope: !58)
!148 = !DILocation(line: 127, column: 5, scope: !58)
!149 = !DILocation(line: 0, scope: !48)
!150 = !DILocation(line: 121, column: 15, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !1, line: 120, column: 35)
!152 = distinct !DILexicalBlock(scope: !48, file: !1, line: 120, column: 5)
!153 = !DILocalVariable(name: "x", arg: 1, scope: !154, file: !1, line: 23, type: !17)
!154 = distinct !DISubprogram(name: "dense", scope: !1, file: !1, line: 23, type: !155, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !157)
!155 = !DISubroutineType(types: !156)
!156 = !{!17, !17}
!157 = !{!153}
!158 = !DILocation(line: 0, scope: !154, inlinedAt: !159)
!159 = distinct !DILocation(line: 121, column: 21, scope: !151)
!160 = !DILocation(line: 24, column: 5, scope: !154, inlinedAt: !159)
!161 = !DILocation(line: 121, column: 19, scope: !151)
!162 = !DILocation(line: 0, scope: !154, inlinedAt: !163)
!163 = distinct !DILocation(line: 122, column: 37, scope: !151)
!164 = !DILocation(line: 24, column: 5, scope: !154, inlinedAt: !163)
!165 = !DILocation(line: 26, column: 13, scope: !166, inlinedAt: !163)
!166 = distinct !DILexicalBlock(scope: !154, file: !1, line: 24, column: 16)
!167 = !DILocation(line: 27, column: 13, scope: !166, inlinedAt: !163)
!168 = !DILocation(line: 28, column: 13, scope: !166, inlinedAt: !163)
!169 = !DILocation(line: 29, column: 13, scope: !166, inlinedAt: !163)
!170 = !DILocation(line: 31, column: 13, scope: !166, inlinedAt: !163)
!171 = !DILocation(line: 33, column: 13, scope: !166, inlinedAt: !163)
!172 = !DILocation(line: 34, column: 13, scope: !166, inlinedAt: !163)
!173 = !DILocation(line: 35, column: 13, scope: !166, inlinedAt: !163)
!174 = !DILocation(line: 36, column: 14, scope: !166, inlinedAt: !163)
!175 = !DILocation(line: 37, column: 14, scope: !166, inlinedAt: !163)
!176 = !DILocation(line: 30, column: 14, scope: !166, inlinedAt: !163)
!177 = !DILocation(line: 0, scope: !166, inlinedAt: !163)
!178 = !DILocation(line: 122, column: 9, scope: !151)
!179 = !DILocation(line: 120, column: 31, scope: !152)
!180 = !DILocation(line: 120, column: 24, scope: !152)
!181 = !DILocation(line: 120, column: 5, scope: !48)
!182 = distinct !{!182, !181, !183, !143}
!183 = !DILocation(line: 123, column: 5, scope: !48)
!184 = !DILocation(line: 129, column: 68, scope: !25)
!185 = !{!186, !186, i64 0}
!186 = !{!"int", !76, i64 0}
!187 = !DILocation(line: 129, column: 79, scope: !25)
!188 = !DILocation(line: 130, column: 12, scope: !25)
!189 = !DILocation(line: 130, column: 23, scope: !25)
!190 = !DILocation(line: 130, column: 34, scope: !25)
!191 = !DILocation(line: 129, column: 5, scope: !25)
!192 = !DILocation(line: 0, scope: !61)
!193 = !DILocation(line: 132, column: 5, scope: !61)
!194 = !DILocalVariable(name: "c", arg: 1, scope: !195, file: !1, line: 41, type: !52)
!195 = distinct !DISubprogram(name: "char_class", scope: !1, file: !1, line: 41, type: !196, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!17, !52}
!198 = !{!194}
!199 = !DILocation(line: 0, scope: !195, inlinedAt: !200)
!200 = distinct !DILocation(line: 128, column: 16, scope: !201)
!201 = distinct !DILexicalBlock(scope: !58, file: !1, line: 127, column: 5)
!202 = !DILocation(line: 42, column: 13, scope: !195, inlinedAt: !200)
!203 = !DILocation(line: 42, column: 5, scope: !195, inlinedAt: !200)
!204 = !DILocation(line: 47, column: 9, scope: !205, inlinedAt: !200)
!205 = distinct !DILexicalBlock(scope: !195, file: !1, line: 42, column: 16)
!206 = !DILocation(line: 49, column: 9, scope: !205, inlinedAt: !200)
!207 = !DILocation(line: 51, column: 9, scope: !205, inlinedAt: !200)
!208 = !DILocation(line: 53, column: 9, scope: !205, inlinedAt: !200)
!209 = !DILocation(line: 128, column: 9, scope: !201)
!210 = !DILocation(line: 128, column: 31, scope: !201)
!211 = !DILocation(line: 127, column: 37, scope: !201)
!212 = !DILocation(line: 127, column: 32, scope: !201)
!213 = distinct !{!213, !148, !214, !143}
!214 = !DILocation(line: 128, column: 31, scope: !58)
!215 = !DILocation(line: 134, column: 5, scope: !25)
!216 = !DILocation(line: 0, scope: !63)
!217 = !DILocation(line: 0, scope: !65)
!218 = !DILocalVariable(name: "a", arg: 1, scope: !219, file: !1, line: 80, type: !17)
!219 = distinct !DISubprogram(name: "nested", scope: !1, file: !1, line: 80, type: !220, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!17, !17, !17}
!222 = !{!218, !223}
!223 = !DILocalVariable(name: "b", arg: 2, scope: !219, file: !1, line: 80, type: !17)
!224 = !DILocation(line: 0, scope: !219, inlinedAt: !225)
!225 = distinct !DILocation(line: 137, column: 27, scope: !226)
!226 = distinct !DILexicalBlock(scope: !65, file: !1, line: 136, column: 9)
!227 = !DILocation(line: 137, column: 13, scope: !226)
!228 = !DILocation(line: 138, column: 9, scope: !66)
!229 = !DILocation(line: 140, column: 18, scope: !25)
!230 = !DILocation(line: 140, column: 12, scope: !25)
!231 = !DILocation(line: 141, column: 1, scope: !25)
!232 = !DILocation(line: 133, column: 21, scope: !233)
!233 = distinct !DILexicalBlock(scope: !61, file: !1, line: 132, column: 5)
!234 = !DILocation(line: 133, column: 26, scope: !233)
!235 = !DILocalVariable(name: "x", arg: 1, scope: !236, file: !1, line: 57, type: !17)
!236 = distinct !DISubprogram(name: "work", scope: !1, file: !1, line: 57, type: !155, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !237)
!237 = !{!235, !238}
!238 = !DILocalVariable(name: "r", scope: !236, file: !1, line: 58, type: !17)
!239 = !DILocation(line: 0, scope: !236, inlinedAt: !240)
!240 = distinct !DILocation(line: 133, column: 14, scope: !233)
!241 = !DILocation(line: 59, column: 15, scope: !236, inlinedAt: !240)
!242 = !DILocation(line: 59, column: 5, scope: !236, inlinedAt: !240)
!243 = !DILocation(line: 61, column: 15, scope: !244, inlinedAt: !240)
!244 = distinct !DILexicalBlock(scope: !236, file: !1, line: 59, column: 21)
!245 = !DILocation(line: 61, column: 21, scope: !244, inlinedAt: !240)
!246 = !DILocation(line: 62, column: 19, scope: !244, inlinedAt: !240)
!247 = !DILocation(line: 62, column: 24, scope: !244, inlinedAt: !240)
!248 = !DILocation(line: 63, column: 19, scope: !244, inlinedAt: !240)
!249 = !DILocation(line: 63, column: 24, scope: !244, inlinedAt: !240)
!250 = !DILocation(line: 64, column: 19, scope: !244, inlinedAt: !240)
!251 = !DILocation(line: 64, column: 27, scope: !244, inlinedAt: !240)
!252 = !DILocation(line: 65, column: 17, scope: !244, inlinedAt: !240)
!253 = !DILocation(line: 65, column: 21, scope: !244, inlinedAt: !240)
!254 = !DILocation(line: 66, column: 19, scope: !244, inlinedAt: !240)
!255 = !DILocation(line: 66, column: 25, scope: !244, inlinedAt: !240)
!256 = !DILocation(line: 67, column: 19, scope: !244, inlinedAt: !240)
!257 = !DILocation(line: 67, column: 25, scope: !244, inlinedAt: !240)
!258 = !DILocation(line: 68, column: 19, scope: !244, inlinedAt: !240)
!259 = !DILocation(line: 68, column: 24, scope: !244, inlinedAt: !240)
!260 = !DILocation(line: 69, column: 17, scope: !244, inlinedAt: !240)
!261 = !DILocation(line: 69, column: 21, scope: !244, inlinedAt: !240)
!262 = !DILocation(line: 70, column: 20, scope: !244, inlinedAt: !240)
!263 = !DILocation(line: 70, column: 29, scope: !244, inlinedAt: !240)
!264 = !DILocation(line: 71, column: 20, scope: !244, inlinedAt: !240)
!265 = !DILocation(line: 71, column: 28, scope: !244, inlinedAt: !240)
!266 = !DILocation(line: 72, column: 20, scope: !244, inlinedAt: !240)
!267 = !DILocation(line: 72, column: 28, scope: !244, inlinedAt: !240)
!268 = !DILocation(line: 73, column: 20, scope: !244, inlinedAt: !240)
!269 = !DILocation(line: 73, column: 28, scope: !244, inlinedAt: !240)
!270 = !DILocation(line: 74, column: 21, scope: !244, inlinedAt: !240)
!271 = !DILocation(line: 74, column: 26, scope: !244, inlinedAt: !240)
!272 = !DILocation(line: 74, column: 34, scope: !244, inlinedAt: !240)
!273 = !DILocation(line: 75, column: 22, scope: !244, inlinedAt: !240)
!274 = !DILocation(line: 0, scope: !244, inlinedAt: !240)
!275 = !DILocation(line: 133, column: 14, scope: !233)
!276 = !DILocation(line: 133, column: 11, scope: !233)
!277 = !DILocation(line: 132, column: 31, scope: !233)
!278 = !DILocation(line: 132, column: 23, scope: !233)
!279 = distinct !{!279, !193, !280, !143}
!280 = !DILocation(line: 133, column: 29, scope: !61)
