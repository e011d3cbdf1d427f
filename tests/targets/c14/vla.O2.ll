; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"n=%d sizeof=%zu sum=%ld corner=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"det(%d)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"primes<=%d: %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"len=%d mean=%.4f sizeof=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"row[1][2]=%d (*row)[4]=%d sizeof *row=%zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression()), !dbg !82
  br label %1, !dbg !83

1:                                                ; preds = %0, %184
  %2 = phi i64 [ 0, %0 ], [ %193, %184 ]
  %3 = phi i64 [ 1, %0 ], [ %8, %184 ]
  call void @llvm.dbg.value(metadata i64 %3, metadata !16, metadata !DIExpression()), !dbg !82
  %4 = shl nuw nsw i64 %2, 1, !dbg !84
  %5 = add i64 %4, 2, !dbg !84
  %6 = or i64 %4, 1, !dbg !84
  %7 = shl nuw nsw i64 %2, 1, !dbg !84
  %8 = add nuw nsw i64 %3, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %8, metadata !18, metadata !DIExpression()), !dbg !85
  %9 = shl nuw nsw i64 %3, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %9, metadata !21, metadata !DIExpression()), !dbg !85
  %10 = tail call i8* @llvm.stacksave(), !dbg !87
  %11 = mul nuw nsw i64 %8, %9, !dbg !87
  %12 = alloca i32, i64 %11, align 16, !dbg !87
  call void @llvm.dbg.value(metadata i64 %8, metadata !22, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %9, metadata !24, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.declare(metadata i32* %12, metadata !25, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i64 %8, metadata !89, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %9, metadata !94, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32* %12, metadata !95, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i64 %3, metadata !96, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !104
  %13 = trunc i64 %9 to i32
  %14 = trunc i64 %3 to i32
  %15 = or i64 %7, 1
  %16 = insertelement <2 x i64> poison, i64 %15, i64 0
  %17 = shufflevector <2 x i64> %16, <2 x i64> poison, <2 x i32> zeroinitializer
  %18 = icmp eq i64 %2, 0
  %19 = icmp ugt <2 x i64> %17, <i64 1, i64 2>
  %20 = extractelement <2 x i1> %19, i64 0
  %21 = extractelement <2 x i1> %19, i64 1
  %22 = icmp eq i64 %2, 1
  %23 = icmp ugt <2 x i64> %17, <i64 3, i64 4>
  %24 = extractelement <2 x i1> %23, i64 0
  %25 = extractelement <2 x i1> %23, i64 1
  %26 = icmp eq i64 %2, 2
  %27 = icmp ugt <2 x i64> %17, <i64 5, i64 6>
  %28 = extractelement <2 x i1> %27, i64 0
  %29 = extractelement <2 x i1> %27, i64 1
  %30 = icmp eq i64 %2, 3
  %31 = icmp ugt <2 x i64> %17, <i64 7, i64 8>
  %32 = extractelement <2 x i1> %31, i64 0
  %33 = extractelement <2 x i1> %31, i64 1
  %34 = icmp eq i64 %2, 4
  %35 = icmp ugt <2 x i64> %17, <i64 9, i64 10>
  %36 = extractelement <2 x i1> %35, i64 0
  %37 = extractelement <2 x i1> %35, i64 1
  br label %38, !dbg !105

38:                                               ; preds = %115, %1
  %39 = phi i64 [ 0, %1 ], [ %116, %115 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !97, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !106
  %40 = trunc i64 %39 to i32
  %41 = mul nuw nsw i32 %13, %40
  %42 = add nuw nsw i32 %41, %14
  %43 = mul nuw nsw i64 %39, %9
  %44 = getelementptr inbounds i32, i32* %12, i64 %43
  %45 = srem i32 %42, 17, !dbg !107
  %46 = add nsw i32 %45, -8, !dbg !109
  store i32 %46, i32* %44, align 8, !dbg !110, !tbaa !111
  %47 = add i32 %42, 1, !dbg !115
  %48 = srem i32 %47, 17, !dbg !107
  %49 = add nsw i32 %48, -8, !dbg !109
  %50 = getelementptr inbounds i32, i32* %44, i64 1, !dbg !116
  store i32 %49, i32* %50, align 4, !dbg !110, !tbaa !111
  br i1 %18, label %115, label %51, !dbg !117, !llvm.loop !118

51:                                               ; preds = %38
  br i1 %20, label %52, label %57, !dbg !117

52:                                               ; preds = %51
  %53 = add i32 %42, 2, !dbg !115
  %54 = srem i32 %53, 17, !dbg !107
  %55 = add nsw i32 %54, -8, !dbg !109
  %56 = getelementptr inbounds i32, i32* %44, i64 2, !dbg !116
  store i32 %55, i32* %56, align 8, !dbg !110, !tbaa !111
  br label %57

57:                                               ; preds = %52, %51
  br i1 %21, label %58, label %63

58:                                               ; preds = %57
  %59 = add i32 %42, 3, !dbg !115
  %60 = srem i32 %59, 17, !dbg !107
  %61 = add nsw i32 %60, -8, !dbg !109
  %62 = getelementptr inbounds i32, i32* %44, i64 3, !dbg !116
  store i32 %61, i32* %62, align 4, !dbg !110, !tbaa !111
  br label %63

63:                                               ; preds = %58, %57
  br i1 %22, label %115, label %64, !dbg !117, !llvm.loop !118

64:                                               ; preds = %63
  br i1 %24, label %65, label %70, !dbg !117

65:                                               ; preds = %64
  %66 = add i32 %42, 4, !dbg !115
  %67 = srem i32 %66, 17, !dbg !107
  %68 = add nsw i32 %67, -8, !dbg !109
  %69 = getelementptr inbounds i32, i32* %44, i64 4, !dbg !116
  store i32 %68, i32* %69, align 8, !dbg !110, !tbaa !111
  br label %70

70:                                               ; preds = %65, %64
  br i1 %25, label %71, label %76

71:                                               ; preds = %70
  %72 = add i32 %42, 5, !dbg !115
  %73 = srem i32 %72, 17, !dbg !107
  %74 = add nsw i32 %73, -8, !dbg !109
  %75 = getelementptr inbounds i32, i32* %44, i64 5, !dbg !116
  store i32 %74, i32* %75, align 4, !dbg !110, !tbaa !111
  br label %76

76:                                               ; preds = %71, %70
  br i1 %26, label %115, label %77, !dbg !117, !llvm.loop !118

77:                                               ; preds = %76
  br i1 %28, label %78, label %83, !dbg !117

78:                                               ; preds = %77
  %79 = add i32 %42, 6, !dbg !115
  %80 = srem i32 %79, 17, !dbg !107
  %81 = add nsw i32 %80, -8, !dbg !109
  %82 = getelementptr inbounds i32, i32* %44, i64 6, !dbg !116
  store i32 %81, i32* %82, align 8, !dbg !110, !tbaa !111
  br label %83

83:                                               ; preds = %78, %77
  br i1 %29, label %84, label %89

84:                                               ; preds = %83
  %85 = add i32 %42, 7, !dbg !115
  %86 = srem i32 %85, 17, !dbg !107
  %87 = add nsw i32 %86, -8, !dbg !109
  %88 = getelementptr inbounds i32, i32* %44, i64 7, !dbg !116
  store i32 %87, i32* %88, align 4, !dbg !110, !tbaa !111
  br label %89

89:                                               ; preds = %84, %83
  br i1 %30, label %115, label %90, !dbg !117, !llvm.loop !118

90:                                               ; preds = %89
  br i1 %32, label %91, label %96, !dbg !117

91:                                               ; preds = %90
  %92 = add i32 %42, 8, !dbg !115
  %93 = srem i32 %92, 17, !dbg !107
  %94 = add nsw i32 %93, -8, !dbg !109
  %95 = getelementptr inbounds i32, i32* %44, i64 8, !dbg !116
  store i32 %94, i32* %95, align 8, !dbg !110, !tbaa !111
  br label %96

96:                                               ; preds = %91, %90
  br i1 %33, label %97, label %102

97:                                               ; preds = %96
  %98 = add i32 %42, 9, !dbg !115
  %99 = srem i32 %98, 17, !dbg !107
  %100 = add nsw i32 %99, -8, !dbg !109
  %101 = getelementptr inbounds i32, i32* %44, i64 9, !dbg !116
  store i32 %100, i32* %101, align 4, !dbg !110, !tbaa !111
  br label %102

102:                                              ; preds = %97, %96
  br i1 %34, label %115, label %103, !dbg !117, !llvm.loop !118

103:                                              ; preds = %102
  br i1 %36, label %104, label %109, !dbg !117

104:                                              ; preds = %103
  %105 = add i32 %42, 10, !dbg !115
  %106 = srem i32 %105, 17, !dbg !107
  %107 = add nsw i32 %106, -8, !dbg !109
  %108 = getelementptr inbounds i32, i32* %44, i64 10, !dbg !116
  store i32 %107, i32* %108, align 8, !dbg !110, !tbaa !111
  br label %109

109:                                              ; preds = %104, %103
  br i1 %37, label %110, label %115

110:                                              ; preds = %109
  %111 = add i32 %42, 11, !dbg !115
  %112 = srem i32 %111, 17, !dbg !107
  %113 = add nsw i32 %112, -8, !dbg !109
  %114 = getelementptr inbounds i32, i32* %44, i64 11, !dbg !116
  store i32 %113, i32* %114, align 4, !dbg !110, !tbaa !111
  br label %115

115:                                              ; preds = %109, %110, %102, %89, %76, %63, %38
  %116 = add nuw nsw i64 %39, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %116, metadata !97, metadata !DIExpression()), !dbg !104
  %117 = icmp eq i64 %39, %3, !dbg !124
  br i1 %117, label %118, label %38, !dbg !105, !llvm.loop !125

118:                                              ; preds = %115
  %119 = trunc i64 %3 to i32
  call void @llvm.dbg.value(metadata i64 %8, metadata !127, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %9, metadata !133, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32* %12, metadata !134, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 0, metadata !135, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !143
  %120 = and i64 %5, 2
  %121 = icmp ult i64 %6, 3
  %122 = and i64 %5, -4
  %123 = icmp eq i64 %120, 0
  br label %124, !dbg !144

124:                                              ; preds = %146, %118
  %125 = phi i64 [ 0, %118 ], [ %148, %146 ]
  %126 = phi i64 [ 0, %118 ], [ %147, %146 ]
  call void @llvm.dbg.value(metadata i64 %125, metadata !136, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %126, metadata !135, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %126, metadata !135, metadata !DIExpression()), !dbg !141
  %127 = mul nuw nsw i64 %125, %9
  %128 = getelementptr inbounds i32, i32* %12, i64 %127
  br i1 %121, label %129, label %150, !dbg !146

129:                                              ; preds = %150, %124
  %130 = phi i64 [ undef, %124 ], [ %180, %150 ]
  %131 = phi i64 [ 0, %124 ], [ %181, %150 ]
  %132 = phi i64 [ %126, %124 ], [ %180, %150 ]
  br i1 %123, label %146, label %133, !dbg !146

133:                                              ; preds = %129, %133
  %134 = phi i64 [ %143, %133 ], [ %131, %129 ]
  %135 = phi i64 [ %142, %133 ], [ %132, %129 ]
  %136 = phi i64 [ %144, %133 ], [ 0, %129 ]
  call void @llvm.dbg.value(metadata i64 %134, metadata !138, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %135, metadata !135, metadata !DIExpression()), !dbg !141
  %137 = getelementptr inbounds i32, i32* %128, i64 %134, !dbg !147
  %138 = load i32, i32* %137, align 4, !dbg !147, !tbaa !111
  %139 = sub nsw i64 %125, %134, !dbg !149
  %140 = sext i32 %138 to i64, !dbg !150
  %141 = mul nsw i64 %139, %140, !dbg !150
  %142 = add nsw i64 %141, %135, !dbg !151
  call void @llvm.dbg.value(metadata i64 %142, metadata !135, metadata !DIExpression()), !dbg !141
  %143 = add nuw nsw i64 %134, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %143, metadata !138, metadata !DIExpression()), !dbg !145
  %144 = add i64 %136, 1, !dbg !146
  %145 = icmp eq i64 %144, %120, !dbg !146
  br i1 %145, label %146, label %133, !dbg !146, !llvm.loop !153

146:                                              ; preds = %133, %129
  %147 = phi i64 [ %130, %129 ], [ %142, %133 ], !dbg !151
  %148 = add nuw nsw i64 %125, 1, !dbg !155
  call void @llvm.dbg.value(metadata i64 %148, metadata !136, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %147, metadata !135, metadata !DIExpression()), !dbg !141
  %149 = icmp eq i64 %125, %3, !dbg !156
  br i1 %149, label %184, label %124, !dbg !144, !llvm.loop !157

150:                                              ; preds = %124, %150
  %151 = phi i64 [ %181, %150 ], [ 0, %124 ]
  %152 = phi i64 [ %180, %150 ], [ %126, %124 ]
  %153 = phi i64 [ %182, %150 ], [ 0, %124 ]
  call void @llvm.dbg.value(metadata i64 %151, metadata !138, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %152, metadata !135, metadata !DIExpression()), !dbg !141
  %154 = getelementptr inbounds i32, i32* %128, i64 %151, !dbg !147
  %155 = load i32, i32* %154, align 8, !dbg !147, !tbaa !111
  %156 = sub nsw i64 %125, %151, !dbg !149
  %157 = sext i32 %155 to i64, !dbg !150
  %158 = mul nsw i64 %156, %157, !dbg !150
  %159 = add nsw i64 %158, %152, !dbg !151
  call void @llvm.dbg.value(metadata i64 %159, metadata !135, metadata !DIExpression()), !dbg !141
  %160 = or i64 %151, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %160, metadata !138, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %160, metadata !138, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %159, metadata !135, metadata !DIExpression()), !dbg !141
  %161 = getelementptr inbounds i32, i32* %128, i64 %160, !dbg !147
  %162 = load i32, i32* %161, align 4, !dbg !147, !tbaa !111
  %163 = sub nsw i64 %125, %160, !dbg !149
  %164 = sext i32 %162 to i64, !dbg !150
  %165 = mul nsw i64 %163, %164, !dbg !150
  %166 = add nsw i64 %165, %159, !dbg !151
  call void @llvm.dbg.value(metadata i64 %166, metadata !135, metadata !DIExpression()), !dbg !141
  %167 = or i64 %151, 2, !dbg !152
  call void @llvm.dbg.value(metadata i64 %167, metadata !138, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %167, metadata !138, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %166, metadata !135, metadata !DIExpression()), !dbg !141
  %168 = getelementptr inbounds i32, i32* %128, i64 %167, !dbg !147
  %169 = load i32, i32* %168, align 8, !dbg !147, !tbaa !111
  %170 = sub nsw i64 %125, %167, !dbg !149
  %171 = sext i32 %169 to i64, !dbg !150
  %172 = mul nsw i64 %170, %171, !dbg !150
  %173 = add nsw i64 %172, %166, !dbg !151
  call void @llvm.dbg.value(metadata i64 %173, metadata !135, metadata !DIExpression()), !dbg !141
  %174 = or i64 %151, 3, !dbg !152
  call void @llvm.dbg.value(metadata i64 %174, metadata !138, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %174, metadata !138, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i64 %173, metadata !135, metadata !DIExpression()), !dbg !141
  %175 = getelementptr inbounds i32, i32* %128, i64 %174, !dbg !147
  %176 = load i32, i32* %175, align 4, !dbg !147, !tbaa !111
  %177 = sub nsw i64 %125, %174, !dbg !149
  %178 = sext i32 %176 to i64, !dbg !150
  %179 = mul nsw i64 %177, %178, !dbg !150
  %180 = add nsw i64 %179, %173, !dbg !151
  call void @llvm.dbg.value(metadata i64 %180, metadata !135, metadata !DIExpression()), !dbg !141
  %181 = add nuw nsw i64 %151, 4, !dbg !152
  call void @llvm.dbg.value(metadata i64 %181, metadata !138, metadata !DIExpression()), !dbg !145
  %182 = add i64 %153, 4, !dbg !146
  %183 = icmp eq i64 %182, %122, !dbg !146
  br i1 %183, label %129, label %150, !dbg !146, !llvm.loop !159

184:                                              ; preds = %146
  %185 = shl nuw i64 %11, 2, !dbg !161
  %186 = mul nuw nsw i64 %9, %3, !dbg !162
  %187 = getelementptr inbounds i32, i32* %12, i64 %186, !dbg !162
  %188 = add nsw i64 %9, -1, !dbg !163
  %189 = getelementptr inbounds i32, i32* %187, i64 %188, !dbg !162
  %190 = load i32, i32* %189, align 4, !dbg !162, !tbaa !111
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i32 noundef %119, i64 noundef %185, i64 noundef %147, i32 noundef %190), !dbg !164
  tail call void @llvm.stackrestore(i8* %10), !dbg !165
  call void @llvm.dbg.value(metadata i64 %8, metadata !16, metadata !DIExpression()), !dbg !82
  %192 = icmp eq i64 %8, 7, !dbg !166
  %193 = add i64 %2, 1, !dbg !83
  br i1 %192, label %194, label %1, !dbg !83, !llvm.loop !167

194:                                              ; preds = %184, %273
  %195 = phi i64 [ %277, %273 ], [ 1, %184 ]
  call void @llvm.dbg.value(metadata i64 %195, metadata !30, metadata !DIExpression()), !dbg !169
  %196 = tail call i8* @llvm.stacksave(), !dbg !170
  %197 = mul nuw nsw i64 %195, %195, !dbg !170
  %198 = alloca i32, i64 %197, align 16, !dbg !170
  call void @llvm.dbg.value(metadata i64 %195, metadata !32, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i64 %195, metadata !35, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.declare(metadata i32* %198, metadata !36, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !173
  %199 = trunc i64 %195 to i32
  %200 = add nuw i64 %195, 1
  %201 = and i64 %200, -2
  %202 = add nsw i64 %195, -1
  %203 = insertelement <2 x i64> poison, i64 %202, i64 0
  %204 = shufflevector <2 x i64> %203, <2 x i64> poison, <2 x i32> zeroinitializer
  %205 = icmp uge <2 x i64> %204, <i64 0, i64 1>
  %206 = extractelement <2 x i1> %205, i64 0
  %207 = extractelement <2 x i1> %205, i64 1
  %208 = icmp eq i64 %201, 2
  %209 = icmp ugt <2 x i64> %204, <i64 1, i64 2>
  %210 = extractelement <2 x i1> %209, i64 0
  %211 = extractelement <2 x i1> %209, i64 1
  %212 = icmp eq i64 %201, 4
  %213 = icmp ugt <2 x i64> %204, <i64 3, i64 4>
  %214 = extractelement <2 x i1> %213, i64 0
  %215 = extractelement <2 x i1> %213, i64 1
  br label %216, !dbg !174

216:                                              ; preds = %194, %279
  %217 = phi i64 [ 0, %194 ], [ %280, %279 ]
  call void @llvm.dbg.value(metadata i64 %217, metadata !41, metadata !DIExpression()), !dbg !173
  %218 = mul nuw nsw i64 %217, %195
  %219 = getelementptr inbounds i32, i32* %198, i64 %218
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !175
  %220 = mul nuw nsw i64 %217, 3
  br i1 %206, label %221, label %227, !dbg !176

221:                                              ; preds = %216
  %222 = icmp eq i64 %217, 0, !dbg !178
  %223 = trunc i64 %220 to i32, !dbg !179
  %224 = and i32 %223, 3, !dbg !179
  %225 = add nsw i32 %224, -1, !dbg !179
  %226 = select i1 %222, i32 %199, i32 %225, !dbg !179
  store i32 %226, i32* %219, align 4, !dbg !180, !tbaa !111
  br label %227

227:                                              ; preds = %221, %216
  br i1 %207, label %228, label %236

228:                                              ; preds = %227
  %229 = icmp eq i64 %217, 1, !dbg !178
  %230 = trunc i64 %220 to i32, !dbg !179
  %231 = add i32 %230, 1, !dbg !179
  %232 = and i32 %231, 3, !dbg !179
  %233 = add nsw i32 %232, -1, !dbg !179
  %234 = select i1 %229, i32 %199, i32 %233, !dbg !179
  %235 = getelementptr inbounds i32, i32* %219, i64 1, !dbg !181
  store i32 %234, i32* %235, align 4, !dbg !180, !tbaa !111
  br label %236

236:                                              ; preds = %228, %227
  br i1 %208, label %279, label %237, !dbg !176, !llvm.loop !182

237:                                              ; preds = %236
  br i1 %210, label %238, label %246, !dbg !176

238:                                              ; preds = %237
  %239 = icmp eq i64 %217, 2, !dbg !178
  %240 = trunc i64 %220 to i32, !dbg !179
  %241 = add i32 %240, 2, !dbg !179
  %242 = and i32 %241, 3, !dbg !179
  %243 = add nsw i32 %242, -1, !dbg !179
  %244 = select i1 %239, i32 %199, i32 %243, !dbg !179
  %245 = getelementptr inbounds i32, i32* %219, i64 2, !dbg !181
  store i32 %244, i32* %245, align 4, !dbg !180, !tbaa !111
  br label %246

246:                                              ; preds = %238, %237
  br i1 %211, label %247, label %255

247:                                              ; preds = %246
  %248 = icmp eq i64 %217, 3, !dbg !178
  %249 = trunc i64 %220 to i32, !dbg !179
  %250 = add i32 %249, 3, !dbg !179
  %251 = and i32 %250, 3, !dbg !179
  %252 = add nsw i32 %251, -1, !dbg !179
  %253 = select i1 %248, i32 %199, i32 %252, !dbg !179
  %254 = getelementptr inbounds i32, i32* %219, i64 3, !dbg !181
  store i32 %253, i32* %254, align 4, !dbg !180, !tbaa !111
  br label %255

255:                                              ; preds = %247, %246
  br i1 %212, label %279, label %256, !dbg !176, !llvm.loop !182

256:                                              ; preds = %255
  br i1 %214, label %257, label %264, !dbg !176

257:                                              ; preds = %256
  %258 = icmp eq i64 %217, 4, !dbg !178
  %259 = trunc i64 %220 to i32, !dbg !179
  %260 = and i32 %259, 3, !dbg !179
  %261 = add nsw i32 %260, -1, !dbg !179
  %262 = select i1 %258, i32 %199, i32 %261, !dbg !179
  %263 = getelementptr inbounds i32, i32* %219, i64 4, !dbg !181
  store i32 %262, i32* %263, align 4, !dbg !180, !tbaa !111
  br label %264

264:                                              ; preds = %257, %256
  br i1 %215, label %265, label %279

265:                                              ; preds = %264
  %266 = icmp eq i64 %217, 5, !dbg !178
  %267 = trunc i64 %220 to i32, !dbg !179
  %268 = add i32 %267, 1, !dbg !179
  %269 = and i32 %268, 3, !dbg !179
  %270 = add nsw i32 %269, -1, !dbg !179
  %271 = select i1 %266, i32 %199, i32 %270, !dbg !179
  %272 = getelementptr inbounds i32, i32* %219, i64 5, !dbg !181
  store i32 %271, i32* %272, align 4, !dbg !180, !tbaa !111
  br label %279

273:                                              ; preds = %279
  %274 = trunc i64 %195 to i32, !dbg !179
  %275 = call fastcc i32 @det_rec(i32 noundef %274, i32* noundef nonnull %198), !dbg !185
  %276 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %274, i32 noundef %275), !dbg !186
  tail call void @llvm.stackrestore(i8* %196), !dbg !187
  %277 = add nuw nsw i64 %195, 1, !dbg !188
  call void @llvm.dbg.value(metadata i64 %277, metadata !30, metadata !DIExpression()), !dbg !169
  %278 = icmp eq i64 %277, 7, !dbg !189
  br i1 %278, label %282, label %194, !dbg !190, !llvm.loop !191

279:                                              ; preds = %264, %265, %255, %236
  %280 = add nuw nsw i64 %217, 1, !dbg !193
  call void @llvm.dbg.value(metadata i64 %280, metadata !41, metadata !DIExpression()), !dbg !173
  %281 = icmp eq i64 %280, %195, !dbg !194
  br i1 %281, label %273, label %216, !dbg !174, !llvm.loop !195

282:                                              ; preds = %273, %282
  %283 = phi i32 [ %286, %282 ], [ 10, %273 ]
  call void @llvm.dbg.value(metadata i32 %283, metadata !46, metadata !DIExpression()), !dbg !197
  %284 = tail call fastcc i32 @sieve_count(i32 noundef %283), !dbg !198
  %285 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %283, i32 noundef %284), !dbg !200
  %286 = mul nuw nsw i32 %283, 3, !dbg !201
  call void @llvm.dbg.value(metadata i32 %286, metadata !46, metadata !DIExpression()), !dbg !197
  %287 = icmp ult i32 %286, 5001, !dbg !202
  br i1 %287, label %282, label %288, !dbg !203, !llvm.loop !204

288:                                              ; preds = %282
  call void @llvm.dbg.value(metadata i64 3, metadata !48, metadata !DIExpression()), !dbg !206
  %289 = tail call i8* @llvm.stacksave(), !dbg !207
  call void @llvm.dbg.value(metadata i64 3, metadata !50, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.declare(metadata double* poison, metadata !53, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 1, metadata !58, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 1, metadata !58, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 2, metadata !58, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 2, metadata !58, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 3, metadata !58, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 0, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 1, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 1, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 2, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 2, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 3, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !60, metadata !DIExpression()), !dbg !208
  %290 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i32 noundef 3, double noundef 5.000000e-01, i64 noundef 24), !dbg !212
  tail call void @llvm.stackrestore(i8* %289), !dbg !213
  call void @llvm.dbg.value(metadata i64 15, metadata !48, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 15, metadata !48, metadata !DIExpression()), !dbg !206
  %291 = tail call i8* @llvm.stacksave(), !dbg !207
  %292 = alloca [15 x double], align 16, !dbg !207
  call void @llvm.dbg.value(metadata i64 15, metadata !50, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.declare(metadata double* %293, metadata !53, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !210
  %293 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 0
  %294 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 0, !dbg !214
  store double 0.000000e+00, double* %294, align 16, !dbg !216, !tbaa !217
  %295 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 1, !dbg !214
  store double 3.500000e+00, double* %295, align 8, !dbg !216, !tbaa !217
  %296 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 2, !dbg !214
  store double 7.000000e+00, double* %296, align 16, !dbg !216, !tbaa !217
  %297 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 3, !dbg !214
  store double 3.000000e+00, double* %297, align 8, !dbg !216, !tbaa !217
  %298 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 4, !dbg !214
  store double 6.500000e+00, double* %298, align 16, !dbg !216, !tbaa !217
  %299 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 5, !dbg !214
  store double 2.500000e+00, double* %299, align 8, !dbg !216, !tbaa !217
  %300 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 6, !dbg !214
  store double 6.000000e+00, double* %300, align 16, !dbg !216, !tbaa !217
  %301 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 7, !dbg !214
  store double 2.000000e+00, double* %301, align 8, !dbg !216, !tbaa !217
  %302 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 8, !dbg !214
  store double 5.500000e+00, double* %302, align 16, !dbg !216, !tbaa !217
  %303 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 9, !dbg !214
  store double 1.500000e+00, double* %303, align 8, !dbg !216, !tbaa !217
  %304 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 10, !dbg !214
  store double 5.000000e+00, double* %304, align 16, !dbg !216, !tbaa !217
  %305 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 11, !dbg !214
  store double 1.000000e+00, double* %305, align 8, !dbg !216, !tbaa !217
  %306 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 12, !dbg !214
  store double 4.500000e+00, double* %306, align 16, !dbg !216, !tbaa !217
  %307 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 13, !dbg !214
  store double 5.000000e-01, double* %307, align 8, !dbg !216, !tbaa !217
  %308 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 14, !dbg !214
  store double 4.000000e+00, double* %308, align 16, !dbg !216, !tbaa !217
  call void @llvm.dbg.value(metadata i64 0, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !208
  %309 = load double, double* %293, align 16, !dbg !219, !tbaa !217
  %310 = fadd double %309, 0.000000e+00, !dbg !221
  call void @llvm.dbg.value(metadata double %310, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 1, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 1, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %310, metadata !60, metadata !DIExpression()), !dbg !208
  %311 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 1, !dbg !219
  %312 = load double, double* %311, align 8, !dbg !219, !tbaa !217
  %313 = fadd double %310, %312, !dbg !221
  call void @llvm.dbg.value(metadata double %313, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 2, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 2, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %313, metadata !60, metadata !DIExpression()), !dbg !208
  %314 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 2, !dbg !219
  %315 = load double, double* %314, align 16, !dbg !219, !tbaa !217
  %316 = fadd double %313, %315, !dbg !221
  call void @llvm.dbg.value(metadata double %316, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 3, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 3, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %316, metadata !60, metadata !DIExpression()), !dbg !208
  %317 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 3, !dbg !219
  %318 = load double, double* %317, align 8, !dbg !219, !tbaa !217
  %319 = fadd double %316, %318, !dbg !221
  call void @llvm.dbg.value(metadata double %319, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 4, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 4, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %319, metadata !60, metadata !DIExpression()), !dbg !208
  %320 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 4, !dbg !219
  %321 = load double, double* %320, align 16, !dbg !219, !tbaa !217
  %322 = fadd double %319, %321, !dbg !221
  call void @llvm.dbg.value(metadata double %322, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 5, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 5, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %322, metadata !60, metadata !DIExpression()), !dbg !208
  %323 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 5, !dbg !219
  %324 = load double, double* %323, align 8, !dbg !219, !tbaa !217
  %325 = fadd double %322, %324, !dbg !221
  call void @llvm.dbg.value(metadata double %325, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 6, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 6, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %325, metadata !60, metadata !DIExpression()), !dbg !208
  %326 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 6, !dbg !219
  %327 = load double, double* %326, align 16, !dbg !219, !tbaa !217
  %328 = fadd double %325, %327, !dbg !221
  call void @llvm.dbg.value(metadata double %328, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 7, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 7, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %328, metadata !60, metadata !DIExpression()), !dbg !208
  %329 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 7, !dbg !219
  %330 = load double, double* %329, align 8, !dbg !219, !tbaa !217
  %331 = fadd double %328, %330, !dbg !221
  call void @llvm.dbg.value(metadata double %331, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 8, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 8, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %331, metadata !60, metadata !DIExpression()), !dbg !208
  %332 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 8, !dbg !219
  %333 = load double, double* %332, align 16, !dbg !219, !tbaa !217
  %334 = fadd double %331, %333, !dbg !221
  call void @llvm.dbg.value(metadata double %334, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 9, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 9, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %334, metadata !60, metadata !DIExpression()), !dbg !208
  %335 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 9, !dbg !219
  %336 = load double, double* %335, align 8, !dbg !219, !tbaa !217
  %337 = fadd double %334, %336, !dbg !221
  call void @llvm.dbg.value(metadata double %337, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 10, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 10, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %337, metadata !60, metadata !DIExpression()), !dbg !208
  %338 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 10, !dbg !219
  %339 = load double, double* %338, align 16, !dbg !219, !tbaa !217
  %340 = fadd double %337, %339, !dbg !221
  call void @llvm.dbg.value(metadata double %340, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 11, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 11, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %340, metadata !60, metadata !DIExpression()), !dbg !208
  %341 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 11, !dbg !219
  %342 = load double, double* %341, align 8, !dbg !219, !tbaa !217
  %343 = fadd double %340, %342, !dbg !221
  call void @llvm.dbg.value(metadata double %343, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 12, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 12, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %343, metadata !60, metadata !DIExpression()), !dbg !208
  %344 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 12, !dbg !219
  %345 = load double, double* %344, align 16, !dbg !219, !tbaa !217
  %346 = fadd double %343, %345, !dbg !221
  call void @llvm.dbg.value(metadata double %346, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 13, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 13, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %346, metadata !60, metadata !DIExpression()), !dbg !208
  %347 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 13, !dbg !219
  %348 = load double, double* %347, align 8, !dbg !219, !tbaa !217
  %349 = fadd double %346, %348, !dbg !221
  call void @llvm.dbg.value(metadata double %349, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 14, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 14, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %349, metadata !60, metadata !DIExpression()), !dbg !208
  %350 = getelementptr inbounds [15 x double], [15 x double]* %292, i64 0, i64 14, !dbg !219
  %351 = load double, double* %350, align 16, !dbg !219, !tbaa !217
  %352 = fadd double %349, %351, !dbg !221
  call void @llvm.dbg.value(metadata double %352, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 15, metadata !61, metadata !DIExpression()), !dbg !211
  %353 = fdiv double %352, 1.500000e+01, !dbg !222
  call void @llvm.dbg.value(metadata double %353, metadata !60, metadata !DIExpression()), !dbg !208
  %354 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i32 noundef 15, double noundef %353, i64 noundef 120), !dbg !212
  tail call void @llvm.stackrestore(i8* %291), !dbg !213
  call void @llvm.dbg.value(metadata i64 27, metadata !48, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 27, metadata !48, metadata !DIExpression()), !dbg !206
  %355 = tail call i8* @llvm.stacksave(), !dbg !207
  %356 = alloca [27 x double], align 16, !dbg !207
  call void @llvm.dbg.value(metadata i64 27, metadata !50, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.declare(metadata double* %357, metadata !53, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !210
  %357 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 0
  %358 = bitcast [27 x double]* %356 to <2 x double>*, !dbg !216
  store <2 x double> <double 0.000000e+00, double 3.500000e+00>, <2 x double>* %358, align 16, !dbg !216, !tbaa !217
  %359 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 2, !dbg !223
  %360 = bitcast double* %359 to <2 x double>*, !dbg !216
  store <2 x double> <double 7.000000e+00, double 1.050000e+01>, <2 x double>* %360, align 16, !dbg !216, !tbaa !217
  %361 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 4, !dbg !223
  %362 = bitcast double* %361 to <2 x double>*, !dbg !216
  store <2 x double> <double 5.000000e-01, double 4.000000e+00>, <2 x double>* %362, align 16, !dbg !216, !tbaa !217
  %363 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 6, !dbg !223
  %364 = bitcast double* %363 to <2 x double>*, !dbg !216
  store <2 x double> <double 7.500000e+00, double 1.100000e+01>, <2 x double>* %364, align 16, !dbg !216, !tbaa !217
  %365 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 8, !dbg !223
  %366 = bitcast double* %365 to <2 x double>*, !dbg !216
  store <2 x double> <double 1.000000e+00, double 4.500000e+00>, <2 x double>* %366, align 16, !dbg !216, !tbaa !217
  %367 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 10, !dbg !223
  %368 = bitcast double* %367 to <2 x double>*, !dbg !216
  store <2 x double> <double 8.000000e+00, double 1.150000e+01>, <2 x double>* %368, align 16, !dbg !216, !tbaa !217
  %369 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 12, !dbg !223
  %370 = bitcast double* %369 to <2 x double>*, !dbg !216
  store <2 x double> <double 1.500000e+00, double 5.000000e+00>, <2 x double>* %370, align 16, !dbg !216, !tbaa !217
  %371 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 14, !dbg !223
  %372 = bitcast double* %371 to <2 x double>*, !dbg !216
  store <2 x double> <double 8.500000e+00, double 1.200000e+01>, <2 x double>* %372, align 16, !dbg !216, !tbaa !217
  %373 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 16, !dbg !223
  %374 = bitcast double* %373 to <2 x double>*, !dbg !216
  store <2 x double> <double 2.000000e+00, double 5.500000e+00>, <2 x double>* %374, align 16, !dbg !216, !tbaa !217
  %375 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 18, !dbg !223
  %376 = bitcast double* %375 to <2 x double>*, !dbg !216
  store <2 x double> <double 9.000000e+00, double 1.250000e+01>, <2 x double>* %376, align 16, !dbg !216, !tbaa !217
  %377 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 20, !dbg !223
  %378 = bitcast double* %377 to <2 x double>*, !dbg !216
  store <2 x double> <double 2.500000e+00, double 6.000000e+00>, <2 x double>* %378, align 16, !dbg !216, !tbaa !217
  %379 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 22, !dbg !223
  %380 = bitcast double* %379 to <2 x double>*, !dbg !216
  store <2 x double> <double 9.500000e+00, double 1.300000e+01>, <2 x double>* %380, align 16, !dbg !216, !tbaa !217
  %381 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 24, !dbg !223
  %382 = bitcast double* %381 to <2 x double>*, !dbg !216
  store <2 x double> <double 3.000000e+00, double 6.500000e+00>, <2 x double>* %382, align 16, !dbg !216, !tbaa !217
  call void @llvm.dbg.value(metadata i64 26, metadata !58, metadata !DIExpression()), !dbg !210
  %383 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 26, !dbg !214
  store double 1.000000e+01, double* %383, align 16, !dbg !216, !tbaa !217
  call void @llvm.dbg.value(metadata i64 27, metadata !58, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.value(metadata i64 0, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !208
  %384 = load double, double* %357, align 16, !dbg !219, !tbaa !217
  %385 = fadd double %384, 0.000000e+00, !dbg !221
  call void @llvm.dbg.value(metadata double %385, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 1, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 1, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %385, metadata !60, metadata !DIExpression()), !dbg !208
  %386 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 1, !dbg !219
  %387 = load double, double* %386, align 8, !dbg !219, !tbaa !217
  %388 = fadd double %385, %387, !dbg !221
  call void @llvm.dbg.value(metadata double %388, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 2, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 2, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %388, metadata !60, metadata !DIExpression()), !dbg !208
  %389 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 2, !dbg !219
  %390 = load double, double* %389, align 16, !dbg !219, !tbaa !217
  %391 = fadd double %388, %390, !dbg !221
  call void @llvm.dbg.value(metadata double %391, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 3, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 3, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %391, metadata !60, metadata !DIExpression()), !dbg !208
  %392 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 3, !dbg !219
  %393 = load double, double* %392, align 8, !dbg !219, !tbaa !217
  %394 = fadd double %391, %393, !dbg !221
  call void @llvm.dbg.value(metadata double %394, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 4, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 4, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %394, metadata !60, metadata !DIExpression()), !dbg !208
  %395 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 4, !dbg !219
  %396 = load double, double* %395, align 16, !dbg !219, !tbaa !217
  %397 = fadd double %394, %396, !dbg !221
  call void @llvm.dbg.value(metadata double %397, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 5, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 5, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %397, metadata !60, metadata !DIExpression()), !dbg !208
  %398 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 5, !dbg !219
  %399 = load double, double* %398, align 8, !dbg !219, !tbaa !217
  %400 = fadd double %397, %399, !dbg !221
  call void @llvm.dbg.value(metadata double %400, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 6, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 6, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %400, metadata !60, metadata !DIExpression()), !dbg !208
  %401 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 6, !dbg !219
  %402 = load double, double* %401, align 16, !dbg !219, !tbaa !217
  %403 = fadd double %400, %402, !dbg !221
  call void @llvm.dbg.value(metadata double %403, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 7, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 7, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %403, metadata !60, metadata !DIExpression()), !dbg !208
  %404 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 7, !dbg !219
  %405 = load double, double* %404, align 8, !dbg !219, !tbaa !217
  %406 = fadd double %403, %405, !dbg !221
  call void @llvm.dbg.value(metadata double %406, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 8, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 8, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %406, metadata !60, metadata !DIExpression()), !dbg !208
  %407 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 8, !dbg !219
  %408 = load double, double* %407, align 16, !dbg !219, !tbaa !217
  %409 = fadd double %406, %408, !dbg !221
  call void @llvm.dbg.value(metadata double %409, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 9, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 9, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %409, metadata !60, metadata !DIExpression()), !dbg !208
  %410 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 9, !dbg !219
  %411 = load double, double* %410, align 8, !dbg !219, !tbaa !217
  %412 = fadd double %409, %411, !dbg !221
  call void @llvm.dbg.value(metadata double %412, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 10, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 10, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %412, metadata !60, metadata !DIExpression()), !dbg !208
  %413 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 10, !dbg !219
  %414 = load double, double* %413, align 16, !dbg !219, !tbaa !217
  %415 = fadd double %412, %414, !dbg !221
  call void @llvm.dbg.value(metadata double %415, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 11, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 11, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %415, metadata !60, metadata !DIExpression()), !dbg !208
  %416 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 11, !dbg !219
  %417 = load double, double* %416, align 8, !dbg !219, !tbaa !217
  %418 = fadd double %415, %417, !dbg !221
  call void @llvm.dbg.value(metadata double %418, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 12, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 12, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %418, metadata !60, metadata !DIExpression()), !dbg !208
  %419 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 12, !dbg !219
  %420 = load double, double* %419, align 16, !dbg !219, !tbaa !217
  %421 = fadd double %418, %420, !dbg !221
  call void @llvm.dbg.value(metadata double %421, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 13, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 13, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %421, metadata !60, metadata !DIExpression()), !dbg !208
  %422 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 13, !dbg !219
  %423 = load double, double* %422, align 8, !dbg !219, !tbaa !217
  %424 = fadd double %421, %423, !dbg !221
  call void @llvm.dbg.value(metadata double %424, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 14, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 14, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %424, metadata !60, metadata !DIExpression()), !dbg !208
  %425 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 14, !dbg !219
  %426 = load double, double* %425, align 16, !dbg !219, !tbaa !217
  %427 = fadd double %424, %426, !dbg !221
  call void @llvm.dbg.value(metadata double %427, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 15, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 15, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %427, metadata !60, metadata !DIExpression()), !dbg !208
  %428 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 15, !dbg !219
  %429 = load double, double* %428, align 8, !dbg !219, !tbaa !217
  %430 = fadd double %427, %429, !dbg !221
  call void @llvm.dbg.value(metadata double %430, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 16, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 16, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %430, metadata !60, metadata !DIExpression()), !dbg !208
  %431 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 16, !dbg !219
  %432 = load double, double* %431, align 16, !dbg !219, !tbaa !217
  %433 = fadd double %430, %432, !dbg !221
  call void @llvm.dbg.value(metadata double %433, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 17, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 17, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %433, metadata !60, metadata !DIExpression()), !dbg !208
  %434 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 17, !dbg !219
  %435 = load double, double* %434, align 8, !dbg !219, !tbaa !217
  %436 = fadd double %433, %435, !dbg !221
  call void @llvm.dbg.value(metadata double %436, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 18, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 18, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %436, metadata !60, metadata !DIExpression()), !dbg !208
  %437 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 18, !dbg !219
  %438 = load double, double* %437, align 16, !dbg !219, !tbaa !217
  %439 = fadd double %436, %438, !dbg !221
  call void @llvm.dbg.value(metadata double %439, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 19, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 19, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %439, metadata !60, metadata !DIExpression()), !dbg !208
  %440 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 19, !dbg !219
  %441 = load double, double* %440, align 8, !dbg !219, !tbaa !217
  %442 = fadd double %439, %441, !dbg !221
  call void @llvm.dbg.value(metadata double %442, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 20, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 20, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %442, metadata !60, metadata !DIExpression()), !dbg !208
  %443 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 20, !dbg !219
  %444 = load double, double* %443, align 16, !dbg !219, !tbaa !217
  %445 = fadd double %442, %444, !dbg !221
  call void @llvm.dbg.value(metadata double %445, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 21, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 21, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %445, metadata !60, metadata !DIExpression()), !dbg !208
  %446 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 21, !dbg !219
  %447 = load double, double* %446, align 8, !dbg !219, !tbaa !217
  %448 = fadd double %445, %447, !dbg !221
  call void @llvm.dbg.value(metadata double %448, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 22, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 22, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %448, metadata !60, metadata !DIExpression()), !dbg !208
  %449 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 22, !dbg !219
  %450 = load double, double* %449, align 16, !dbg !219, !tbaa !217
  %451 = fadd double %448, %450, !dbg !221
  call void @llvm.dbg.value(metadata double %451, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 23, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 23, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %451, metadata !60, metadata !DIExpression()), !dbg !208
  %452 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 23, !dbg !219
  %453 = load double, double* %452, align 8, !dbg !219, !tbaa !217
  %454 = fadd double %451, %453, !dbg !221
  call void @llvm.dbg.value(metadata double %454, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 24, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 24, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %454, metadata !60, metadata !DIExpression()), !dbg !208
  %455 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 24, !dbg !219
  %456 = load double, double* %455, align 16, !dbg !219, !tbaa !217
  %457 = fadd double %454, %456, !dbg !221
  call void @llvm.dbg.value(metadata double %457, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 25, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 25, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %457, metadata !60, metadata !DIExpression()), !dbg !208
  %458 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 25, !dbg !219
  %459 = load double, double* %458, align 8, !dbg !219, !tbaa !217
  %460 = fadd double %457, %459, !dbg !221
  call void @llvm.dbg.value(metadata double %460, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 26, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 26, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %460, metadata !60, metadata !DIExpression()), !dbg !208
  %461 = getelementptr inbounds [27 x double], [27 x double]* %356, i64 0, i64 26, !dbg !219
  %462 = load double, double* %461, align 16, !dbg !219, !tbaa !217
  %463 = fadd double %460, %462, !dbg !221
  call void @llvm.dbg.value(metadata double %463, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 27, metadata !61, metadata !DIExpression()), !dbg !211
  %464 = fdiv double %463, 2.700000e+01, !dbg !222
  call void @llvm.dbg.value(metadata double %464, metadata !60, metadata !DIExpression()), !dbg !208
  %465 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i32 noundef 27, double noundef %464, i64 noundef 216), !dbg !212
  tail call void @llvm.stackrestore(i8* %355), !dbg !213
  call void @llvm.dbg.value(metadata i64 39, metadata !48, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 39, metadata !48, metadata !DIExpression()), !dbg !206
  %466 = tail call i8* @llvm.stacksave(), !dbg !207
  %467 = alloca [39 x double], align 16, !dbg !207
  call void @llvm.dbg.value(metadata i64 39, metadata !50, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.declare(metadata double* %491, metadata !53, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !210
  br label %468, !dbg !224

468:                                              ; preds = %479, %288
  %469 = phi i64 [ 0, %288 ], [ %487, %479 ], !dbg !223
  %470 = phi <2 x i32> [ <i32 0, i32 1>, %288 ], [ %488, %479 ], !dbg !225
  %471 = mul <2 x i32> %470, <i32 7, i32 7>, !dbg !225
  %472 = urem <2 x i32> %471, <i32 39, i32 39>, !dbg !225
  %473 = sitofp <2 x i32> %472 to <2 x double>, !dbg !226
  %474 = fmul <2 x double> %473, <double 5.000000e-01, double 5.000000e-01>, !dbg !227
  %475 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 %469, !dbg !223
  %476 = bitcast double* %475 to <2 x double>*, !dbg !216
  store <2 x double> %474, <2 x double>* %476, align 16, !dbg !216, !tbaa !217
  %477 = or i64 %469, 2, !dbg !223
  %478 = icmp eq i64 %477, 38, !dbg !223
  br i1 %478, label %489, label %479, !dbg !223, !llvm.loop !228

479:                                              ; preds = %468
  %480 = mul <2 x i32> %470, <i32 7, i32 7>, !dbg !225
  %481 = add <2 x i32> %480, <i32 14, i32 14>, !dbg !225
  %482 = urem <2 x i32> %481, <i32 39, i32 39>, !dbg !225
  %483 = sitofp <2 x i32> %482 to <2 x double>, !dbg !226
  %484 = fmul <2 x double> %483, <double 5.000000e-01, double 5.000000e-01>, !dbg !227
  %485 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 %477, !dbg !223
  %486 = bitcast double* %485 to <2 x double>*, !dbg !216
  store <2 x double> %484, <2 x double>* %486, align 16, !dbg !216, !tbaa !217
  %487 = add nuw nsw i64 %469, 4, !dbg !223
  %488 = add <2 x i32> %470, <i32 4, i32 4>, !dbg !225
  br label %468

489:                                              ; preds = %468
  call void @llvm.dbg.value(metadata i64 38, metadata !58, metadata !DIExpression()), !dbg !210
  %490 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 38, !dbg !214
  store double 1.600000e+01, double* %490, align 16, !dbg !216, !tbaa !217
  call void @llvm.dbg.value(metadata i64 39, metadata !58, metadata !DIExpression()), !dbg !210
  %491 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 0
  call void @llvm.dbg.value(metadata i64 0, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !208
  %492 = load double, double* %491, align 16, !dbg !219, !tbaa !217
  %493 = fadd double %492, 0.000000e+00, !dbg !221
  call void @llvm.dbg.value(metadata double %493, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 1, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 1, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %493, metadata !60, metadata !DIExpression()), !dbg !208
  %494 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 1, !dbg !219
  %495 = load double, double* %494, align 8, !dbg !219, !tbaa !217
  %496 = fadd double %493, %495, !dbg !221
  call void @llvm.dbg.value(metadata double %496, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 2, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 2, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %496, metadata !60, metadata !DIExpression()), !dbg !208
  %497 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 2, !dbg !219
  %498 = load double, double* %497, align 16, !dbg !219, !tbaa !217
  %499 = fadd double %496, %498, !dbg !221
  call void @llvm.dbg.value(metadata double %499, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 3, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 3, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %499, metadata !60, metadata !DIExpression()), !dbg !208
  %500 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 3, !dbg !219
  %501 = load double, double* %500, align 8, !dbg !219, !tbaa !217
  %502 = fadd double %499, %501, !dbg !221
  call void @llvm.dbg.value(metadata double %502, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 4, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 4, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %502, metadata !60, metadata !DIExpression()), !dbg !208
  %503 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 4, !dbg !219
  %504 = load double, double* %503, align 16, !dbg !219, !tbaa !217
  %505 = fadd double %502, %504, !dbg !221
  call void @llvm.dbg.value(metadata double %505, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 5, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 5, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %505, metadata !60, metadata !DIExpression()), !dbg !208
  %506 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 5, !dbg !219
  %507 = load double, double* %506, align 8, !dbg !219, !tbaa !217
  %508 = fadd double %505, %507, !dbg !221
  call void @llvm.dbg.value(metadata double %508, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 6, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 6, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %508, metadata !60, metadata !DIExpression()), !dbg !208
  %509 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 6, !dbg !219
  %510 = load double, double* %509, align 16, !dbg !219, !tbaa !217
  %511 = fadd double %508, %510, !dbg !221
  call void @llvm.dbg.value(metadata double %511, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 7, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 7, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %511, metadata !60, metadata !DIExpression()), !dbg !208
  %512 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 7, !dbg !219
  %513 = load double, double* %512, align 8, !dbg !219, !tbaa !217
  %514 = fadd double %511, %513, !dbg !221
  call void @llvm.dbg.value(metadata double %514, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 8, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 8, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %514, metadata !60, metadata !DIExpression()), !dbg !208
  %515 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 8, !dbg !219
  %516 = load double, double* %515, align 16, !dbg !219, !tbaa !217
  %517 = fadd double %514, %516, !dbg !221
  call void @llvm.dbg.value(metadata double %517, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 9, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 9, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %517, metadata !60, metadata !DIExpression()), !dbg !208
  %518 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 9, !dbg !219
  %519 = load double, double* %518, align 8, !dbg !219, !tbaa !217
  %520 = fadd double %517, %519, !dbg !221
  call void @llvm.dbg.value(metadata double %520, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 10, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 10, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %520, metadata !60, metadata !DIExpression()), !dbg !208
  %521 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 10, !dbg !219
  %522 = load double, double* %521, align 16, !dbg !219, !tbaa !217
  %523 = fadd double %520, %522, !dbg !221
  call void @llvm.dbg.value(metadata double %523, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 11, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 11, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %523, metadata !60, metadata !DIExpression()), !dbg !208
  %524 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 11, !dbg !219
  %525 = load double, double* %524, align 8, !dbg !219, !tbaa !217
  %526 = fadd double %523, %525, !dbg !221
  call void @llvm.dbg.value(metadata double %526, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 12, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 12, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %526, metadata !60, metadata !DIExpression()), !dbg !208
  %527 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 12, !dbg !219
  %528 = load double, double* %527, align 16, !dbg !219, !tbaa !217
  %529 = fadd double %526, %528, !dbg !221
  call void @llvm.dbg.value(metadata double %529, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 13, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 13, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %529, metadata !60, metadata !DIExpression()), !dbg !208
  %530 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 13, !dbg !219
  %531 = load double, double* %530, align 8, !dbg !219, !tbaa !217
  %532 = fadd double %529, %531, !dbg !221
  call void @llvm.dbg.value(metadata double %532, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 14, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 14, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %532, metadata !60, metadata !DIExpression()), !dbg !208
  %533 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 14, !dbg !219
  %534 = load double, double* %533, align 16, !dbg !219, !tbaa !217
  %535 = fadd double %532, %534, !dbg !221
  call void @llvm.dbg.value(metadata double %535, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 15, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 15, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %535, metadata !60, metadata !DIExpression()), !dbg !208
  %536 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 15, !dbg !219
  %537 = load double, double* %536, align 8, !dbg !219, !tbaa !217
  %538 = fadd double %535, %537, !dbg !221
  call void @llvm.dbg.value(metadata double %538, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 16, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 16, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %538, metadata !60, metadata !DIExpression()), !dbg !208
  %539 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 16, !dbg !219
  %540 = load double, double* %539, align 16, !dbg !219, !tbaa !217
  %541 = fadd double %538, %540, !dbg !221
  call void @llvm.dbg.value(metadata double %541, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 17, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 17, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %541, metadata !60, metadata !DIExpression()), !dbg !208
  %542 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 17, !dbg !219
  %543 = load double, double* %542, align 8, !dbg !219, !tbaa !217
  %544 = fadd double %541, %543, !dbg !221
  call void @llvm.dbg.value(metadata double %544, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 18, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 18, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %544, metadata !60, metadata !DIExpression()), !dbg !208
  %545 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 18, !dbg !219
  %546 = load double, double* %545, align 16, !dbg !219, !tbaa !217
  %547 = fadd double %544, %546, !dbg !221
  call void @llvm.dbg.value(metadata double %547, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 19, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 19, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %547, metadata !60, metadata !DIExpression()), !dbg !208
  %548 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 19, !dbg !219
  %549 = load double, double* %548, align 8, !dbg !219, !tbaa !217
  %550 = fadd double %547, %549, !dbg !221
  call void @llvm.dbg.value(metadata double %550, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 20, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 20, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %550, metadata !60, metadata !DIExpression()), !dbg !208
  %551 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 20, !dbg !219
  %552 = load double, double* %551, align 16, !dbg !219, !tbaa !217
  %553 = fadd double %550, %552, !dbg !221
  call void @llvm.dbg.value(metadata double %553, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 21, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 21, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %553, metadata !60, metadata !DIExpression()), !dbg !208
  %554 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 21, !dbg !219
  %555 = load double, double* %554, align 8, !dbg !219, !tbaa !217
  %556 = fadd double %553, %555, !dbg !221
  call void @llvm.dbg.value(metadata double %556, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 22, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 22, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %556, metadata !60, metadata !DIExpression()), !dbg !208
  %557 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 22, !dbg !219
  %558 = load double, double* %557, align 16, !dbg !219, !tbaa !217
  %559 = fadd double %556, %558, !dbg !221
  call void @llvm.dbg.value(metadata double %559, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 23, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 23, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %559, metadata !60, metadata !DIExpression()), !dbg !208
  %560 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 23, !dbg !219
  %561 = load double, double* %560, align 8, !dbg !219, !tbaa !217
  %562 = fadd double %559, %561, !dbg !221
  call void @llvm.dbg.value(metadata double %562, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 24, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 24, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %562, metadata !60, metadata !DIExpression()), !dbg !208
  %563 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 24, !dbg !219
  %564 = load double, double* %563, align 16, !dbg !219, !tbaa !217
  %565 = fadd double %562, %564, !dbg !221
  call void @llvm.dbg.value(metadata double %565, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 25, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 25, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %565, metadata !60, metadata !DIExpression()), !dbg !208
  %566 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 25, !dbg !219
  %567 = load double, double* %566, align 8, !dbg !219, !tbaa !217
  %568 = fadd double %565, %567, !dbg !221
  call void @llvm.dbg.value(metadata double %568, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 26, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 26, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %568, metadata !60, metadata !DIExpression()), !dbg !208
  %569 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 26, !dbg !219
  %570 = load double, double* %569, align 16, !dbg !219, !tbaa !217
  %571 = fadd double %568, %570, !dbg !221
  call void @llvm.dbg.value(metadata double %571, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 27, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 27, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %571, metadata !60, metadata !DIExpression()), !dbg !208
  %572 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 27, !dbg !219
  %573 = load double, double* %572, align 8, !dbg !219, !tbaa !217
  %574 = fadd double %571, %573, !dbg !221
  call void @llvm.dbg.value(metadata double %574, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 28, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 28, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %574, metadata !60, metadata !DIExpression()), !dbg !208
  %575 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 28, !dbg !219
  %576 = load double, double* %575, align 16, !dbg !219, !tbaa !217
  %577 = fadd double %574, %576, !dbg !221
  call void @llvm.dbg.value(metadata double %577, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 29, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 29, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %577, metadata !60, metadata !DIExpression()), !dbg !208
  %578 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 29, !dbg !219
  %579 = load double, double* %578, align 8, !dbg !219, !tbaa !217
  %580 = fadd double %577, %579, !dbg !221
  call void @llvm.dbg.value(metadata double %580, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 30, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 30, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %580, metadata !60, metadata !DIExpression()), !dbg !208
  %581 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 30, !dbg !219
  %582 = load double, double* %581, align 16, !dbg !219, !tbaa !217
  %583 = fadd double %580, %582, !dbg !221
  call void @llvm.dbg.value(metadata double %583, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 31, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 31, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %583, metadata !60, metadata !DIExpression()), !dbg !208
  %584 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 31, !dbg !219
  %585 = load double, double* %584, align 8, !dbg !219, !tbaa !217
  %586 = fadd double %583, %585, !dbg !221
  call void @llvm.dbg.value(metadata double %586, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 32, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 32, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %586, metadata !60, metadata !DIExpression()), !dbg !208
  %587 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 32, !dbg !219
  %588 = load double, double* %587, align 16, !dbg !219, !tbaa !217
  %589 = fadd double %586, %588, !dbg !221
  call void @llvm.dbg.value(metadata double %589, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 33, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 33, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %589, metadata !60, metadata !DIExpression()), !dbg !208
  %590 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 33, !dbg !219
  %591 = load double, double* %590, align 8, !dbg !219, !tbaa !217
  %592 = fadd double %589, %591, !dbg !221
  call void @llvm.dbg.value(metadata double %592, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 34, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 34, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %592, metadata !60, metadata !DIExpression()), !dbg !208
  %593 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 34, !dbg !219
  %594 = load double, double* %593, align 16, !dbg !219, !tbaa !217
  %595 = fadd double %592, %594, !dbg !221
  call void @llvm.dbg.value(metadata double %595, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 35, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 35, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %595, metadata !60, metadata !DIExpression()), !dbg !208
  %596 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 35, !dbg !219
  %597 = load double, double* %596, align 8, !dbg !219, !tbaa !217
  %598 = fadd double %595, %597, !dbg !221
  call void @llvm.dbg.value(metadata double %598, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 36, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 36, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %598, metadata !60, metadata !DIExpression()), !dbg !208
  %599 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 36, !dbg !219
  %600 = load double, double* %599, align 16, !dbg !219, !tbaa !217
  %601 = fadd double %598, %600, !dbg !221
  call void @llvm.dbg.value(metadata double %601, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 37, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 37, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %601, metadata !60, metadata !DIExpression()), !dbg !208
  %602 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 37, !dbg !219
  %603 = load double, double* %602, align 8, !dbg !219, !tbaa !217
  %604 = fadd double %601, %603, !dbg !221
  call void @llvm.dbg.value(metadata double %604, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 38, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i64 38, metadata !61, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata double %604, metadata !60, metadata !DIExpression()), !dbg !208
  %605 = getelementptr inbounds [39 x double], [39 x double]* %467, i64 0, i64 38, !dbg !219
  %606 = load double, double* %605, align 16, !dbg !219, !tbaa !217
  %607 = fadd double %604, %606, !dbg !221
  call void @llvm.dbg.value(metadata double %607, metadata !60, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 39, metadata !61, metadata !DIExpression()), !dbg !211
  %608 = fdiv double %607, 3.900000e+01, !dbg !222
  call void @llvm.dbg.value(metadata double %608, metadata !60, metadata !DIExpression()), !dbg !208
  %609 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i32 noundef 39, double noundef %608, i64 noundef 312), !dbg !212
  tail call void @llvm.stackrestore(i8* %466), !dbg !213
  call void @llvm.dbg.value(metadata i64 51, metadata !48, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32 4, metadata !63, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 5, metadata !64, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 4, metadata !65, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 5, metadata !66, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata [20 x i32]* undef, metadata !72, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata [20 x i32]* undef, metadata !72, metadata !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value)), !dbg !230
  %610 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.4, i64 0, i64 0), i32 noundef 22, i32 noundef 14, i64 noundef 20), !dbg !231
  ret i32 0, !dbg !232
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #2

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc i32 @det_rec(i32 noundef %0, i32* nocapture noundef readonly %1) unnamed_addr #4 !dbg !233 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !237, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i32* %1, metadata !238, metadata !DIExpression()), !dbg !259
  %3 = zext i32 %0 to i64
  %4 = icmp eq i32 %0, 1, !dbg !260
  br i1 %4, label %15, label %5, !dbg !262

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 0, metadata !239, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i32 0, metadata !240, metadata !DIExpression()), !dbg !263
  %6 = icmp sgt i32 %0, 0, !dbg !264
  br i1 %6, label %7, label %80, !dbg !265

7:                                                ; preds = %5
  %8 = add nsw i32 %0, -1
  %9 = zext i32 %8 to i64
  %10 = mul nuw nsw i64 %9, %9
  %11 = and i64 %3, 1
  %12 = icmp eq i32 %0, 1
  %13 = and i64 %3, 4294967294
  %14 = icmp eq i64 %11, 0
  br label %17, !dbg !265

15:                                               ; preds = %2
  %16 = load i32, i32* %1, align 4, !dbg !266, !tbaa !111
  br label %80, !dbg !267

17:                                               ; preds = %29, %7
  %18 = phi i64 [ 0, %7 ], [ %39, %29 ]
  %19 = phi i32 [ 0, %7 ], [ %38, %29 ]
  call void @llvm.dbg.value(metadata i32 %19, metadata !239, metadata !DIExpression()), !dbg !259
  call void @llvm.dbg.value(metadata i64 %18, metadata !240, metadata !DIExpression()), !dbg !263
  %20 = tail call i8* @llvm.stacksave(), !dbg !268
  %21 = alloca i32, i64 %10, align 16, !dbg !268
  call void @llvm.dbg.value(metadata i64 %9, metadata !242, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i64 %9, metadata !245, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.declare(metadata i32* %21, metadata !246, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 1, metadata !251, metadata !DIExpression()), !dbg !271
  br label %22, !dbg !272

22:                                               ; preds = %51, %17
  %23 = phi i64 [ 1, %17 ], [ %52, %51 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !251, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.value(metadata i32 0, metadata !256, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i32 0, metadata !253, metadata !DIExpression()), !dbg !274
  %24 = mul nuw nsw i64 %23, %3
  %25 = getelementptr inbounds i32, i32* %1, i64 %24
  %26 = add nsw i64 %23, -1
  %27 = mul nuw nsw i64 %26, %9
  %28 = getelementptr inbounds i32, i32* %21, i64 %27
  br i1 %12, label %41, label %54, !dbg !275

29:                                               ; preds = %51
  %30 = and i64 %18, 1, !dbg !276
  %31 = icmp eq i64 %30, 0, !dbg !276
  call void @llvm.dbg.value(metadata i32 undef, metadata !258, metadata !DIExpression()), !dbg !269
  %32 = getelementptr inbounds i32, i32* %1, i64 %18, !dbg !277
  %33 = load i32, i32* %32, align 4, !dbg !277, !tbaa !111
  %34 = sub nsw i32 0, %33, !dbg !278
  %35 = select i1 %31, i32 %33, i32 %34, !dbg !278
  %36 = call fastcc i32 @det_rec(i32 noundef %8, i32* noundef nonnull %21), !dbg !279
  %37 = mul nsw i32 %35, %36, !dbg !280
  %38 = add nsw i32 %37, %19, !dbg !281
  call void @llvm.dbg.value(metadata i32 %38, metadata !239, metadata !DIExpression()), !dbg !259
  tail call void @llvm.stackrestore(i8* %20), !dbg !282
  %39 = add nuw nsw i64 %18, 1, !dbg !283
  call void @llvm.dbg.value(metadata i64 %39, metadata !240, metadata !DIExpression()), !dbg !263
  %40 = icmp eq i64 %39, %3, !dbg !264
  br i1 %40, label %80, label %17, !dbg !265, !llvm.loop !284

41:                                               ; preds = %75, %22
  %42 = phi i64 [ 0, %22 ], [ %77, %75 ]
  %43 = phi i32 [ 0, %22 ], [ %76, %75 ]
  %44 = icmp eq i64 %42, %18
  %45 = select i1 %14, i1 true, i1 %44, !dbg !286
  call void @llvm.dbg.value(metadata i64 %42, metadata !256, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i32 %43, metadata !253, metadata !DIExpression()), !dbg !274
  br i1 %45, label %51, label %46, !dbg !286

46:                                               ; preds = %41
  %47 = getelementptr inbounds i32, i32* %25, i64 %42, !dbg !288
  %48 = load i32, i32* %47, align 4, !dbg !288, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %43, metadata !253, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !274
  %49 = sext i32 %43 to i64, !dbg !290
  %50 = getelementptr inbounds i32, i32* %28, i64 %49, !dbg !290
  store i32 %48, i32* %50, align 4, !dbg !291, !tbaa !111
  br label %51, !dbg !290

51:                                               ; preds = %46, %41
  %52 = add nuw nsw i64 %23, 1, !dbg !292
  call void @llvm.dbg.value(metadata i64 %52, metadata !251, metadata !DIExpression()), !dbg !271
  %53 = icmp eq i64 %52, %3, !dbg !293
  br i1 %53, label %29, label %22, !dbg !272, !llvm.loop !294

54:                                               ; preds = %22, %75
  %55 = phi i64 [ %77, %75 ], [ 0, %22 ]
  %56 = phi i32 [ %76, %75 ], [ 0, %22 ]
  %57 = phi i64 [ %78, %75 ], [ 0, %22 ]
  call void @llvm.dbg.value(metadata i64 %55, metadata !256, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i32 %56, metadata !253, metadata !DIExpression()), !dbg !274
  %58 = icmp eq i64 %55, %18, !dbg !296
  br i1 %58, label %65, label %59, !dbg !286

59:                                               ; preds = %54
  %60 = getelementptr inbounds i32, i32* %25, i64 %55, !dbg !288
  %61 = load i32, i32* %60, align 4, !dbg !288, !tbaa !111
  %62 = add nsw i32 %56, 1, !dbg !297
  call void @llvm.dbg.value(metadata i32 %62, metadata !253, metadata !DIExpression()), !dbg !274
  %63 = sext i32 %56 to i64, !dbg !290
  %64 = getelementptr inbounds i32, i32* %28, i64 %63, !dbg !290
  store i32 %61, i32* %64, align 4, !dbg !291, !tbaa !111
  br label %65, !dbg !290

65:                                               ; preds = %54, %59
  %66 = phi i32 [ %62, %59 ], [ %56, %54 ], !dbg !274
  call void @llvm.dbg.value(metadata i32 %66, metadata !253, metadata !DIExpression()), !dbg !274
  %67 = or i64 %55, 1, !dbg !298
  call void @llvm.dbg.value(metadata i64 %67, metadata !256, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %67, metadata !256, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i32 %66, metadata !253, metadata !DIExpression()), !dbg !274
  %68 = icmp eq i64 %67, %18, !dbg !296
  br i1 %68, label %75, label %69, !dbg !286

69:                                               ; preds = %65
  %70 = getelementptr inbounds i32, i32* %25, i64 %67, !dbg !288
  %71 = load i32, i32* %70, align 4, !dbg !288, !tbaa !111
  %72 = add nsw i32 %66, 1, !dbg !297
  call void @llvm.dbg.value(metadata i32 %72, metadata !253, metadata !DIExpression()), !dbg !274
  %73 = sext i32 %66 to i64, !dbg !290
  %74 = getelementptr inbounds i32, i32* %28, i64 %73, !dbg !290
  store i32 %71, i32* %74, align 4, !dbg !291, !tbaa !111
  br label %75, !dbg !290

75:                                               ; preds = %69, %65
  %76 = phi i32 [ %72, %69 ], [ %66, %65 ], !dbg !274
  call void @llvm.dbg.value(metadata i32 %76, metadata !253, metadata !DIExpression()), !dbg !274
  %77 = add nuw nsw i64 %55, 2, !dbg !298
  call void @llvm.dbg.value(metadata i64 %77, metadata !256, metadata !DIExpression()), !dbg !273
  %78 = add i64 %57, 2, !dbg !275
  %79 = icmp eq i64 %78, %13, !dbg !275
  br i1 %79, label %41, label %54, !dbg !275, !llvm.loop !299

80:                                               ; preds = %29, %5, %15
  %81 = phi i32 [ %16, %15 ], [ 0, %5 ], [ %38, %29 ], !dbg !259
  ret i32 %81, !dbg !301
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @sieve_count(i32 noundef %0) unnamed_addr #5 !dbg !302 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !306, metadata !DIExpression()), !dbg !324
  %2 = add i32 %0, 1, !dbg !325
  %3 = zext i32 %2 to i64, !dbg !326
  %4 = alloca i8, i64 %3, align 16, !dbg !326
  call void @llvm.dbg.value(metadata i64 %3, metadata !307, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.declare(metadata i8* %4, metadata !308, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 0, metadata !313, metadata !DIExpression()), !dbg !328
  %5 = icmp slt i32 %0, 0, !dbg !329
  br i1 %5, label %132, label %6, !dbg !331

6:                                                ; preds = %1
  %7 = add nsw i64 %3, -1, !dbg !331
  %8 = and i64 %3, 3, !dbg !331
  %9 = icmp ult i64 %7, 3, !dbg !331
  br i1 %9, label %12, label %10, !dbg !331

10:                                               ; preds = %6
  %11 = and i64 %3, 4294967292, !dbg !331
  br label %26, !dbg !331

12:                                               ; preds = %26, %6
  %13 = phi i64 [ 0, %6 ], [ %40, %26 ]
  %14 = icmp eq i64 %8, 0, !dbg !331
  br i1 %14, label %24, label %15, !dbg !331

15:                                               ; preds = %12, %15
  %16 = phi i64 [ %21, %15 ], [ %13, %12 ]
  %17 = phi i64 [ %22, %15 ], [ 0, %12 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !313, metadata !DIExpression()), !dbg !328
  %18 = icmp ugt i64 %16, 1, !dbg !332
  %19 = zext i1 %18 to i8, !dbg !333
  %20 = getelementptr inbounds i8, i8* %4, i64 %16, !dbg !334
  store i8 %19, i8* %20, align 1, !dbg !335, !tbaa !336
  %21 = add nuw nsw i64 %16, 1, !dbg !337
  call void @llvm.dbg.value(metadata i64 %21, metadata !313, metadata !DIExpression()), !dbg !328
  %22 = add i64 %17, 1, !dbg !331
  %23 = icmp eq i64 %22, %8, !dbg !331
  br i1 %23, label %24, label %15, !dbg !331, !llvm.loop !338

24:                                               ; preds = %15, %12
  call void @llvm.dbg.value(metadata i32 2, metadata !315, metadata !DIExpression()), !dbg !339
  %25 = icmp slt i32 %0, 4, !dbg !340
  br i1 %25, label %43, label %111, !dbg !341

26:                                               ; preds = %26, %10
  %27 = phi i64 [ 0, %10 ], [ %40, %26 ]
  %28 = phi i64 [ 0, %10 ], [ %41, %26 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !313, metadata !DIExpression()), !dbg !328
  %29 = icmp ne i64 %27, 0, !dbg !332
  %30 = zext i1 %29 to i8, !dbg !333
  %31 = getelementptr inbounds i8, i8* %4, i64 %27, !dbg !334
  store i8 %30, i8* %31, align 4, !dbg !335, !tbaa !336
  %32 = or i64 %27, 1, !dbg !337
  call void @llvm.dbg.value(metadata i64 %32, metadata !313, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %32, metadata !313, metadata !DIExpression()), !dbg !328
  %33 = icmp ne i64 %27, 0, !dbg !332
  %34 = zext i1 %33 to i8, !dbg !333
  %35 = getelementptr inbounds i8, i8* %4, i64 %32, !dbg !334
  store i8 %34, i8* %35, align 1, !dbg !335, !tbaa !336
  %36 = or i64 %27, 2, !dbg !337
  call void @llvm.dbg.value(metadata i64 %36, metadata !313, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %36, metadata !313, metadata !DIExpression()), !dbg !328
  %37 = getelementptr inbounds i8, i8* %4, i64 %36, !dbg !334
  store i8 1, i8* %37, align 2, !dbg !335, !tbaa !336
  %38 = or i64 %27, 3, !dbg !337
  call void @llvm.dbg.value(metadata i64 %38, metadata !313, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.value(metadata i64 %38, metadata !313, metadata !DIExpression()), !dbg !328
  %39 = getelementptr inbounds i8, i8* %4, i64 %38, !dbg !334
  store i8 1, i8* %39, align 1, !dbg !335, !tbaa !336
  %40 = add nuw nsw i64 %27, 4, !dbg !337
  call void @llvm.dbg.value(metadata i64 %40, metadata !313, metadata !DIExpression()), !dbg !328
  %41 = add i64 %28, 4, !dbg !331
  %42 = icmp eq i64 %41, %11, !dbg !331
  br i1 %42, label %12, label %26, !dbg !331, !llvm.loop !342

43:                                               ; preds = %127, %24
  call void @llvm.dbg.value(metadata i32 0, metadata !322, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata i32 0, metadata !321, metadata !DIExpression()), !dbg !324
  br i1 %5, label %132, label %44, !dbg !345

44:                                               ; preds = %43
  %45 = icmp ult i32 %2, 8, !dbg !345
  br i1 %45, label %108, label %46, !dbg !345

46:                                               ; preds = %44
  %47 = and i64 %3, 4294967288, !dbg !345
  %48 = add nsw i64 %47, -8, !dbg !345
  %49 = lshr exact i64 %48, 3, !dbg !345
  %50 = add nuw nsw i64 %49, 1, !dbg !345
  %51 = and i64 %50, 1, !dbg !345
  %52 = icmp eq i64 %48, 0, !dbg !345
  br i1 %52, label %84, label %53, !dbg !345

53:                                               ; preds = %46
  %54 = and i64 %50, 4611686018427387902, !dbg !345
  br label %55, !dbg !345

55:                                               ; preds = %55, %53
  %56 = phi i64 [ 0, %53 ], [ %81, %55 ], !dbg !346
  %57 = phi <4 x i32> [ zeroinitializer, %53 ], [ %79, %55 ]
  %58 = phi <4 x i32> [ zeroinitializer, %53 ], [ %80, %55 ]
  %59 = phi i64 [ 0, %53 ], [ %82, %55 ]
  %60 = getelementptr inbounds i8, i8* %4, i64 %56, !dbg !346
  %61 = bitcast i8* %60 to <4 x i8>*, !dbg !348
  %62 = load <4 x i8>, <4 x i8>* %61, align 16, !dbg !348, !tbaa !336
  %63 = getelementptr inbounds i8, i8* %60, i64 4, !dbg !348
  %64 = bitcast i8* %63 to <4 x i8>*, !dbg !348
  %65 = load <4 x i8>, <4 x i8>* %64, align 4, !dbg !348, !tbaa !336
  %66 = sext <4 x i8> %62 to <4 x i32>, !dbg !349
  %67 = sext <4 x i8> %65 to <4 x i32>, !dbg !349
  %68 = add <4 x i32> %57, %66, !dbg !350
  %69 = add <4 x i32> %58, %67, !dbg !350
  %70 = or i64 %56, 8, !dbg !346
  %71 = getelementptr inbounds i8, i8* %4, i64 %70, !dbg !346
  %72 = bitcast i8* %71 to <4 x i8>*, !dbg !348
  %73 = load <4 x i8>, <4 x i8>* %72, align 8, !dbg !348, !tbaa !336
  %74 = getelementptr inbounds i8, i8* %71, i64 4, !dbg !348
  %75 = bitcast i8* %74 to <4 x i8>*, !dbg !348
  %76 = load <4 x i8>, <4 x i8>* %75, align 4, !dbg !348, !tbaa !336
  %77 = sext <4 x i8> %73 to <4 x i32>, !dbg !349
  %78 = sext <4 x i8> %76 to <4 x i32>, !dbg !349
  %79 = add <4 x i32> %68, %77, !dbg !350
  %80 = add <4 x i32> %69, %78, !dbg !350
  %81 = add nuw i64 %56, 16, !dbg !346
  %82 = add i64 %59, 2, !dbg !346
  %83 = icmp eq i64 %82, %54, !dbg !346
  br i1 %83, label %84, label %55, !dbg !346, !llvm.loop !351

84:                                               ; preds = %55, %46
  %85 = phi <4 x i32> [ undef, %46 ], [ %79, %55 ]
  %86 = phi <4 x i32> [ undef, %46 ], [ %80, %55 ]
  %87 = phi i64 [ 0, %46 ], [ %81, %55 ]
  %88 = phi <4 x i32> [ zeroinitializer, %46 ], [ %79, %55 ]
  %89 = phi <4 x i32> [ zeroinitializer, %46 ], [ %80, %55 ]
  %90 = icmp eq i64 %51, 0, !dbg !346
  br i1 %90, label %102, label %91, !dbg !346

91:                                               ; preds = %84
  %92 = getelementptr inbounds i8, i8* %4, i64 %87, !dbg !346
  %93 = bitcast i8* %92 to <4 x i8>*, !dbg !348
  %94 = load <4 x i8>, <4 x i8>* %93, align 8, !dbg !348, !tbaa !336
  %95 = getelementptr inbounds i8, i8* %92, i64 4, !dbg !348
  %96 = bitcast i8* %95 to <4 x i8>*, !dbg !348
  %97 = load <4 x i8>, <4 x i8>* %96, align 4, !dbg !348, !tbaa !336
  %98 = sext <4 x i8> %94 to <4 x i32>, !dbg !349
  %99 = sext <4 x i8> %97 to <4 x i32>, !dbg !349
  %100 = add <4 x i32> %88, %98, !dbg !350
  %101 = add <4 x i32> %89, %99, !dbg !350
  br label %102, !dbg !345

102:                                              ; preds = %84, %91
  %103 = phi <4 x i32> [ %85, %84 ], [ %100, %91 ], !dbg !350
  %104 = phi <4 x i32> [ %86, %84 ], [ %101, %91 ], !dbg !350
  %105 = add <4 x i32> %104, %103, !dbg !345
  %106 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %105), !dbg !345
  %107 = icmp eq i64 %47, %3, !dbg !345
  br i1 %107, label %132, label %108, !dbg !345

108:                                              ; preds = %44, %102
  %109 = phi i64 [ 0, %44 ], [ %47, %102 ]
  %110 = phi i32 [ 0, %44 ], [ %106, %102 ]
  br label %134, !dbg !345

111:                                              ; preds = %24, %127
  %112 = phi i64 [ %128, %127 ], [ 2, %24 ]
  %113 = phi i32 [ %130, %127 ], [ 4, %24 ]
  call void @llvm.dbg.value(metadata i64 %112, metadata !315, metadata !DIExpression()), !dbg !339
  %114 = getelementptr inbounds i8, i8* %4, i64 %112, !dbg !353
  %115 = load i8, i8* %114, align 1, !dbg !353, !tbaa !336
  %116 = icmp eq i8 %115, 0, !dbg !353
  %117 = icmp sgt i32 %113, %0
  %118 = select i1 %116, i1 true, i1 %117, !dbg !354
  call void @llvm.dbg.value(metadata i32 %113, metadata !317, metadata !DIExpression()), !dbg !355
  br i1 %118, label %127, label %119, !dbg !354

119:                                              ; preds = %111
  %120 = zext i32 %113 to i64, !dbg !356
  br label %121, !dbg !356

121:                                              ; preds = %119, %121
  %122 = phi i64 [ %120, %119 ], [ %124, %121 ]
  call void @llvm.dbg.value(metadata i64 %122, metadata !317, metadata !DIExpression()), !dbg !355
  %123 = getelementptr inbounds i8, i8* %4, i64 %122, !dbg !357
  store i8 0, i8* %123, align 1, !dbg !359, !tbaa !336
  %124 = add i64 %122, %112, !dbg !360
  call void @llvm.dbg.value(metadata i64 %124, metadata !317, metadata !DIExpression()), !dbg !355
  %125 = trunc i64 %124 to i32, !dbg !361
  %126 = icmp sgt i32 %125, %0, !dbg !361
  br i1 %126, label %127, label %121, !dbg !356, !llvm.loop !362

127:                                              ; preds = %121, %111
  %128 = add nuw i64 %112, 1, !dbg !364
  call void @llvm.dbg.value(metadata i64 %128, metadata !315, metadata !DIExpression()), !dbg !339
  %129 = trunc i64 %128 to i32, !dbg !365
  %130 = mul nsw i32 %129, %129, !dbg !365
  %131 = icmp sgt i32 %130, %0, !dbg !340
  br i1 %131, label %43, label %111, !dbg !341, !llvm.loop !366

132:                                              ; preds = %134, %102, %1, %43
  %133 = phi i32 [ 0, %43 ], [ 0, %1 ], [ %106, %102 ], [ %140, %134 ], !dbg !324
  ret i32 %133, !dbg !368

134:                                              ; preds = %108, %134
  %135 = phi i64 [ %141, %134 ], [ %109, %108 ]
  %136 = phi i32 [ %140, %134 ], [ %110, %108 ]
  call void @llvm.dbg.value(metadata i64 %135, metadata !322, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata i32 %136, metadata !321, metadata !DIExpression()), !dbg !324
  %137 = getelementptr inbounds i8, i8* %4, i64 %135, !dbg !348
  %138 = load i8, i8* %137, align 1, !dbg !348, !tbaa !336
  %139 = sext i8 %138 to i32, !dbg !349
  %140 = add i32 %136, %139, !dbg !350
  call void @llvm.dbg.value(metadata i32 %140, metadata !321, metadata !DIExpression()), !dbg !324
  %141 = add nuw nsw i64 %135, 1, !dbg !346
  call void @llvm.dbg.value(metadata i64 %141, metadata !322, metadata !DIExpression()), !dbg !344
  %142 = icmp eq i64 %141, %3, !dbg !369
  br i1 %142, label %132, label %134, !dbg !345, !llvm.loop !370
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vla.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "25310ec597101bc538176b4bff59b137")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 51, type: !12, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !18, !21, !22, !24, !25, !30, !32, !35, !36, !41, !43, !46, !48, !50, !53, !58, !60, !61, !63, !64, !65, !66, !67, !72, !77, !79}
!16 = !DILocalVariable(name: "n", scope: !17, file: !1, line: 52, type: !14)
!17 = distinct !DILexicalBlock(scope: !11, file: !1, line: 52, column: 5)
!18 = !DILocalVariable(name: "rows", scope: !19, file: !1, line: 53, type: !14)
!19 = distinct !DILexicalBlock(scope: !20, file: !1, line: 52, column: 34)
!20 = distinct !DILexicalBlock(scope: !17, file: !1, line: 52, column: 5)
!21 = !DILocalVariable(name: "cols", scope: !19, file: !1, line: 53, type: !14)
!22 = !DILocalVariable(name: "__vla_expr0", scope: !19, type: !23, flags: DIFlagArtificial)
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DILocalVariable(name: "__vla_expr1", scope: !19, type: !23, flags: DIFlagArtificial)
!25 = !DILocalVariable(name: "m", scope: !19, file: !1, line: 54, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !27)
!27 = !{!28, !29}
!28 = !DISubrange(count: !22)
!29 = !DISubrange(count: !24)
!30 = !DILocalVariable(name: "n", scope: !31, file: !1, line: 59, type: !14)
!31 = distinct !DILexicalBlock(scope: !11, file: !1, line: 59, column: 5)
!32 = !DILocalVariable(name: "__vla_expr2", scope: !33, type: !23, flags: DIFlagArtificial)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 59, column: 34)
!34 = distinct !DILexicalBlock(scope: !31, file: !1, line: 59, column: 5)
!35 = !DILocalVariable(name: "__vla_expr3", scope: !33, type: !23, flags: DIFlagArtificial)
!36 = !DILocalVariable(name: "m", scope: !33, file: !1, line: 60, type: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !38)
!38 = !{!39, !40}
!39 = !DISubrange(count: !32)
!40 = !DISubrange(count: !35)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 61, type: !14)
!42 = distinct !DILexicalBlock(scope: !33, file: !1, line: 61, column: 9)
!43 = !DILocalVariable(name: "j", scope: !44, file: !1, line: 62, type: !14)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 62, column: 13)
!45 = distinct !DILexicalBlock(scope: !42, file: !1, line: 61, column: 9)
!46 = !DILocalVariable(name: "n", scope: !47, file: !1, line: 66, type: !14)
!47 = distinct !DILexicalBlock(scope: !11, file: !1, line: 66, column: 5)
!48 = !DILocalVariable(name: "len", scope: !49, file: !1, line: 69, type: !14)
!49 = distinct !DILexicalBlock(scope: !11, file: !1, line: 69, column: 5)
!50 = !DILocalVariable(name: "__vla_expr4", scope: !51, type: !23, flags: DIFlagArtificial)
!51 = distinct !DILexicalBlock(scope: !52, file: !1, line: 69, column: 44)
!52 = distinct !DILexicalBlock(scope: !49, file: !1, line: 69, column: 5)
!53 = !DILocalVariable(name: "buf", scope: !51, file: !1, line: 70, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, elements: !56)
!55 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!56 = !{!57}
!57 = !DISubrange(count: !50)
!58 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 71, type: !14)
!59 = distinct !DILexicalBlock(scope: !51, file: !1, line: 71, column: 9)
!60 = !DILocalVariable(name: "mean", scope: !51, file: !1, line: 73, type: !55)
!61 = !DILocalVariable(name: "i", scope: !62, file: !1, line: 74, type: !14)
!62 = distinct !DILexicalBlock(scope: !51, file: !1, line: 74, column: 9)
!63 = !DILocalVariable(name: "r", scope: !11, file: !1, line: 80, type: !14)
!64 = !DILocalVariable(name: "c", scope: !11, file: !1, line: 80, type: !14)
!65 = !DILocalVariable(name: "__vla_expr5", scope: !11, type: !23, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "__vla_expr6", scope: !11, type: !23, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: "grid", scope: !11, file: !1, line: 81, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !69)
!69 = !{!70, !71}
!70 = !DISubrange(count: !65)
!71 = !DISubrange(count: !66)
!72 = !DILocalVariable(name: "row", scope: !11, file: !1, line: 82, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: -1)
!77 = !DILocalVariable(name: "i", scope: !78, file: !1, line: 83, type: !14)
!78 = distinct !DILexicalBlock(scope: !11, file: !1, line: 83, column: 5)
!79 = !DILocalVariable(name: "j", scope: !80, file: !1, line: 84, type: !14)
!80 = distinct !DILexicalBlock(scope: !81, file: !1, line: 84, column: 9)
!81 = distinct !DILexicalBlock(scope: !78, file: !1, line: 83, column: 5)
!82 = !DILocation(line: 0, scope: !17)
!83 = !DILocation(line: 52, column: 5, scope: !17)
!84 = !DILocation(line: 53, column: 22, scope: !19)
!85 = !DILocation(line: 0, scope: !19)
!86 = !DILocation(line: 53, column: 36, scope: !19)
!87 = !DILocation(line: 54, column: 9, scope: !19)
!88 = !DILocation(line: 54, column: 13, scope: !19)
!89 = !DILocalVariable(name: "rows", arg: 1, scope: !90, file: !1, line: 13, type: !14)
!90 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 13, type: !91, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !14, !14, !73, !14}
!93 = !{!89, !94, !95, !96, !97, !99}
!94 = !DILocalVariable(name: "cols", arg: 2, scope: !90, file: !1, line: 13, type: !14)
!95 = !DILocalVariable(name: "m", arg: 3, scope: !90, file: !1, line: 13, type: !73)
!96 = !DILocalVariable(name: "seed", arg: 4, scope: !90, file: !1, line: 13, type: !14)
!97 = !DILocalVariable(name: "i", scope: !98, file: !1, line: 14, type: !14)
!98 = distinct !DILexicalBlock(scope: !90, file: !1, line: 14, column: 5)
!99 = !DILocalVariable(name: "j", scope: !100, file: !1, line: 15, type: !14)
!100 = distinct !DILexicalBlock(scope: !101, file: !1, line: 15, column: 9)
!101 = distinct !DILexicalBlock(scope: !98, file: !1, line: 14, column: 5)
!102 = !DILocation(line: 0, scope: !90, inlinedAt: !103)
!103 = distinct !DILocation(line: 55, column: 9, scope: !19)
!104 = !DILocation(line: 0, scope: !98, inlinedAt: !103)
!105 = !DILocation(line: 14, column: 5, scope: !98, inlinedAt: !103)
!106 = !DILocation(line: 0, scope: !100, inlinedAt: !103)
!107 = !DILocation(line: 16, column: 45, scope: !108, inlinedAt: !103)
!108 = distinct !DILexicalBlock(scope: !100, file: !1, line: 15, column: 9)
!109 = !DILocation(line: 16, column: 50, scope: !108, inlinedAt: !103)
!110 = !DILocation(line: 16, column: 21, scope: !108, inlinedAt: !103)
!111 = !{!112, !112, i64 0}
!112 = !{!"int", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C/C++ TBAA"}
!115 = !DILocation(line: 16, column: 37, scope: !108, inlinedAt: !103)
!116 = !DILocation(line: 16, column: 13, scope: !108, inlinedAt: !103)
!117 = !DILocation(line: 15, column: 36, scope: !108, inlinedAt: !103)
!118 = distinct !{!118, !119, !120, !121, !122}
!119 = !DILocation(line: 15, column: 9, scope: !100, inlinedAt: !103)
!120 = !DILocation(line: 16, column: 52, scope: !100, inlinedAt: !103)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !{!"llvm.loop.isvectorized", i32 1}
!123 = !DILocation(line: 14, column: 32, scope: !101, inlinedAt: !103)
!124 = !DILocation(line: 14, column: 23, scope: !101, inlinedAt: !103)
!125 = distinct !{!125, !105, !126, !121}
!126 = !DILocation(line: 16, column: 52, scope: !98, inlinedAt: !103)
!127 = !DILocalVariable(name: "rows", arg: 1, scope: !128, file: !1, line: 5, type: !14)
!128 = distinct !DISubprogram(name: "sum2d", scope: !1, file: !1, line: 5, type: !129, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !132)
!129 = !DISubroutineType(types: !130)
!130 = !{!131, !14, !14, !73}
!131 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!132 = !{!127, !133, !134, !135, !136, !138}
!133 = !DILocalVariable(name: "cols", arg: 2, scope: !128, file: !1, line: 5, type: !14)
!134 = !DILocalVariable(name: "m", arg: 3, scope: !128, file: !1, line: 5, type: !73)
!135 = !DILocalVariable(name: "s", scope: !128, file: !1, line: 6, type: !131)
!136 = !DILocalVariable(name: "i", scope: !137, file: !1, line: 7, type: !14)
!137 = distinct !DILexicalBlock(scope: !128, file: !1, line: 7, column: 5)
!138 = !DILocalVariable(name: "j", scope: !139, file: !1, line: 8, type: !14)
!139 = distinct !DILexicalBlock(scope: !140, file: !1, line: 8, column: 9)
!140 = distinct !DILexicalBlock(scope: !137, file: !1, line: 7, column: 5)
!141 = !DILocation(line: 0, scope: !128, inlinedAt: !142)
!142 = distinct !DILocation(line: 56, column: 68, scope: !19)
!143 = !DILocation(line: 0, scope: !137, inlinedAt: !142)
!144 = !DILocation(line: 7, column: 5, scope: !137, inlinedAt: !142)
!145 = !DILocation(line: 0, scope: !139, inlinedAt: !142)
!146 = !DILocation(line: 8, column: 9, scope: !139, inlinedAt: !142)
!147 = !DILocation(line: 9, column: 18, scope: !148, inlinedAt: !142)
!148 = distinct !DILexicalBlock(scope: !139, file: !1, line: 8, column: 9)
!149 = !DILocation(line: 9, column: 31, scope: !148, inlinedAt: !142)
!150 = !DILocation(line: 9, column: 26, scope: !148, inlinedAt: !142)
!151 = !DILocation(line: 9, column: 15, scope: !148, inlinedAt: !142)
!152 = !DILocation(line: 8, column: 36, scope: !148, inlinedAt: !142)
!153 = distinct !{!153, !154}
!154 = !{!"llvm.loop.unroll.disable"}
!155 = !DILocation(line: 7, column: 32, scope: !140, inlinedAt: !142)
!156 = !DILocation(line: 7, column: 23, scope: !140, inlinedAt: !142)
!157 = distinct !{!157, !144, !158, !121}
!158 = !DILocation(line: 9, column: 34, scope: !137, inlinedAt: !142)
!159 = distinct !{!159, !146, !160, !121}
!160 = !DILocation(line: 9, column: 34, scope: !139, inlinedAt: !142)
!161 = !DILocation(line: 56, column: 58, scope: !19)
!162 = !DILocation(line: 57, column: 16, scope: !19)
!163 = !DILocation(line: 57, column: 33, scope: !19)
!164 = !DILocation(line: 56, column: 9, scope: !19)
!165 = !DILocation(line: 58, column: 5, scope: !20)
!166 = !DILocation(line: 52, column: 23, scope: !20)
!167 = distinct !{!167, !83, !168, !121}
!168 = !DILocation(line: 58, column: 5, scope: !17)
!169 = !DILocation(line: 0, scope: !31)
!170 = !DILocation(line: 60, column: 9, scope: !33)
!171 = !DILocation(line: 0, scope: !33)
!172 = !DILocation(line: 60, column: 13, scope: !33)
!173 = !DILocation(line: 0, scope: !42)
!174 = !DILocation(line: 61, column: 9, scope: !42)
!175 = !DILocation(line: 0, scope: !44)
!176 = !DILocation(line: 62, column: 37, scope: !177)
!177 = distinct !DILexicalBlock(scope: !44, file: !1, line: 62, column: 13)
!178 = !DILocation(line: 63, column: 30, scope: !177)
!179 = !DILocation(line: 63, column: 27, scope: !177)
!180 = !DILocation(line: 63, column: 25, scope: !177)
!181 = !DILocation(line: 63, column: 17, scope: !177)
!182 = distinct !{!182, !183, !184, !121, !122}
!183 = !DILocation(line: 62, column: 13, scope: !44)
!184 = !DILocation(line: 63, column: 64, scope: !44)
!185 = !DILocation(line: 64, column: 35, scope: !33)
!186 = !DILocation(line: 64, column: 9, scope: !33)
!187 = !DILocation(line: 65, column: 5, scope: !34)
!188 = !DILocation(line: 59, column: 30, scope: !34)
!189 = !DILocation(line: 59, column: 23, scope: !34)
!190 = !DILocation(line: 59, column: 5, scope: !31)
!191 = distinct !{!191, !190, !192, !121}
!192 = !DILocation(line: 65, column: 5, scope: !31)
!193 = !DILocation(line: 61, column: 33, scope: !45)
!194 = !DILocation(line: 61, column: 27, scope: !45)
!195 = distinct !{!195, !174, !196, !121}
!196 = !DILocation(line: 63, column: 64, scope: !42)
!197 = !DILocation(line: 0, scope: !47)
!198 = !DILocation(line: 67, column: 39, scope: !199)
!199 = distinct !DILexicalBlock(scope: !47, file: !1, line: 66, column: 5)
!200 = !DILocation(line: 67, column: 9, scope: !199)
!201 = !DILocation(line: 66, column: 35, scope: !199)
!202 = !DILocation(line: 66, column: 24, scope: !199)
!203 = !DILocation(line: 66, column: 5, scope: !47)
!204 = distinct !{!204, !203, !205, !121}
!205 = !DILocation(line: 67, column: 53, scope: !47)
!206 = !DILocation(line: 0, scope: !49)
!207 = !DILocation(line: 70, column: 9, scope: !51)
!208 = !DILocation(line: 0, scope: !51)
!209 = !DILocation(line: 70, column: 16, scope: !51)
!210 = !DILocation(line: 0, scope: !59)
!211 = !DILocation(line: 0, scope: !62)
!212 = !DILocation(line: 77, column: 9, scope: !51)
!213 = !DILocation(line: 78, column: 5, scope: !52)
!214 = !DILocation(line: 72, column: 13, scope: !215)
!215 = distinct !DILexicalBlock(scope: !59, file: !1, line: 71, column: 9)
!216 = !DILocation(line: 72, column: 20, scope: !215)
!217 = !{!218, !218, i64 0}
!218 = !{!"double", !113, i64 0}
!219 = !DILocation(line: 75, column: 21, scope: !220)
!220 = distinct !DILexicalBlock(scope: !62, file: !1, line: 74, column: 9)
!221 = !DILocation(line: 75, column: 18, scope: !220)
!222 = !DILocation(line: 76, column: 14, scope: !51)
!223 = !DILocation(line: 71, column: 35, scope: !215)
!224 = !DILocation(line: 71, column: 9, scope: !59)
!225 = !DILocation(line: 72, column: 29, scope: !215)
!226 = !DILocation(line: 72, column: 22, scope: !215)
!227 = !DILocation(line: 72, column: 36, scope: !215)
!228 = distinct !{!228, !224, !229, !121, !122}
!229 = !DILocation(line: 72, column: 38, scope: !59)
!230 = !DILocation(line: 0, scope: !11)
!231 = !DILocation(line: 87, column: 5, scope: !11)
!232 = !DILocation(line: 89, column: 1, scope: !11)
!233 = distinct !DISubprogram(name: "det_rec", scope: !1, file: !1, line: 19, type: !234, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!14, !14, !73}
!236 = !{!237, !238, !239, !240, !242, !245, !246, !251, !253, !256, !258}
!237 = !DILocalVariable(name: "n", arg: 1, scope: !233, file: !1, line: 19, type: !14)
!238 = !DILocalVariable(name: "m", arg: 2, scope: !233, file: !1, line: 19, type: !73)
!239 = !DILocalVariable(name: "det", scope: !233, file: !1, line: 22, type: !14)
!240 = !DILocalVariable(name: "c", scope: !241, file: !1, line: 23, type: !14)
!241 = distinct !DILexicalBlock(scope: !233, file: !1, line: 23, column: 5)
!242 = !DILocalVariable(name: "__vla_expr0", scope: !243, type: !23, flags: DIFlagArtificial)
!243 = distinct !DILexicalBlock(scope: !244, file: !1, line: 23, column: 33)
!244 = distinct !DILexicalBlock(scope: !241, file: !1, line: 23, column: 5)
!245 = !DILocalVariable(name: "__vla_expr1", scope: !243, type: !23, flags: DIFlagArtificial)
!246 = !DILocalVariable(name: "sub", scope: !243, file: !1, line: 24, type: !247)
!247 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !248)
!248 = !{!249, !250}
!249 = !DISubrange(count: !242)
!250 = !DISubrange(count: !245)
!251 = !DILocalVariable(name: "i", scope: !252, file: !1, line: 25, type: !14)
!252 = distinct !DILexicalBlock(scope: !243, file: !1, line: 25, column: 9)
!253 = !DILocalVariable(name: "cc", scope: !254, file: !1, line: 26, type: !14)
!254 = distinct !DILexicalBlock(scope: !255, file: !1, line: 25, column: 37)
!255 = distinct !DILexicalBlock(scope: !252, file: !1, line: 25, column: 9)
!256 = !DILocalVariable(name: "j", scope: !257, file: !1, line: 27, type: !14)
!257 = distinct !DILexicalBlock(scope: !254, file: !1, line: 27, column: 13)
!258 = !DILocalVariable(name: "sign", scope: !243, file: !1, line: 31, type: !14)
!259 = !DILocation(line: 0, scope: !233)
!260 = !DILocation(line: 20, column: 11, scope: !261)
!261 = distinct !DILexicalBlock(scope: !233, file: !1, line: 20, column: 9)
!262 = !DILocation(line: 20, column: 9, scope: !233)
!263 = !DILocation(line: 0, scope: !241)
!264 = !DILocation(line: 23, column: 23, scope: !244)
!265 = !DILocation(line: 23, column: 5, scope: !241)
!266 = !DILocation(line: 21, column: 16, scope: !261)
!267 = !DILocation(line: 21, column: 9, scope: !261)
!268 = !DILocation(line: 24, column: 9, scope: !243)
!269 = !DILocation(line: 0, scope: !243)
!270 = !DILocation(line: 24, column: 13, scope: !243)
!271 = !DILocation(line: 0, scope: !252)
!272 = !DILocation(line: 25, column: 9, scope: !252)
!273 = !DILocation(line: 0, scope: !257)
!274 = !DILocation(line: 0, scope: !254)
!275 = !DILocation(line: 27, column: 13, scope: !257)
!276 = !DILocation(line: 31, column: 20, scope: !243)
!277 = !DILocation(line: 32, column: 23, scope: !243)
!278 = !DILocation(line: 32, column: 21, scope: !243)
!279 = !DILocation(line: 32, column: 33, scope: !243)
!280 = !DILocation(line: 32, column: 31, scope: !243)
!281 = !DILocation(line: 32, column: 13, scope: !243)
!282 = !DILocation(line: 33, column: 5, scope: !244)
!283 = !DILocation(line: 23, column: 29, scope: !244)
!284 = distinct !{!284, !265, !285, !121}
!285 = !DILocation(line: 33, column: 5, scope: !241)
!286 = !DILocation(line: 28, column: 21, scope: !287)
!287 = distinct !DILexicalBlock(scope: !257, file: !1, line: 27, column: 13)
!288 = !DILocation(line: 29, column: 40, scope: !289)
!289 = distinct !DILexicalBlock(scope: !287, file: !1, line: 28, column: 21)
!290 = !DILocation(line: 29, column: 21, scope: !289)
!291 = !DILocation(line: 29, column: 38, scope: !289)
!292 = !DILocation(line: 25, column: 33, scope: !255)
!293 = !DILocation(line: 25, column: 27, scope: !255)
!294 = distinct !{!294, !272, !295, !121}
!295 = !DILocation(line: 30, column: 9, scope: !252)
!296 = !DILocation(line: 28, column: 23, scope: !289)
!297 = !DILocation(line: 29, column: 34, scope: !289)
!298 = !DILocation(line: 27, column: 37, scope: !287)
!299 = distinct !{!299, !275, !300, !121}
!300 = !DILocation(line: 29, column: 46, scope: !257)
!301 = !DILocation(line: 35, column: 1, scope: !233)
!302 = distinct !DISubprogram(name: "sieve_count", scope: !1, file: !1, line: 37, type: !303, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !305)
!303 = !DISubroutineType(types: !304)
!304 = !{!3, !14}
!305 = !{!306, !307, !308, !313, !315, !317, !321, !322}
!306 = !DILocalVariable(name: "n", arg: 1, scope: !302, file: !1, line: 37, type: !14)
!307 = !DILocalVariable(name: "__vla_expr0", scope: !302, type: !23, flags: DIFlagArtificial)
!308 = !DILocalVariable(name: "is", scope: !302, file: !1, line: 38, type: !309)
!309 = !DICompositeType(tag: DW_TAG_array_type, baseType: !310, elements: !311)
!310 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!311 = !{!312}
!312 = !DISubrange(count: !307)
!313 = !DILocalVariable(name: "i", scope: !314, file: !1, line: 39, type: !14)
!314 = distinct !DILexicalBlock(scope: !302, file: !1, line: 39, column: 5)
!315 = !DILocalVariable(name: "i", scope: !316, file: !1, line: 41, type: !14)
!316 = distinct !DILexicalBlock(scope: !302, file: !1, line: 41, column: 5)
!317 = !DILocalVariable(name: "j", scope: !318, file: !1, line: 43, type: !14)
!318 = distinct !DILexicalBlock(scope: !319, file: !1, line: 43, column: 13)
!319 = distinct !DILexicalBlock(scope: !320, file: !1, line: 42, column: 13)
!320 = distinct !DILexicalBlock(scope: !316, file: !1, line: 41, column: 5)
!321 = !DILocalVariable(name: "c", scope: !302, file: !1, line: 45, type: !3)
!322 = !DILocalVariable(name: "i", scope: !323, file: !1, line: 46, type: !14)
!323 = distinct !DILexicalBlock(scope: !302, file: !1, line: 46, column: 5)
!324 = !DILocation(line: 0, scope: !302)
!325 = !DILocation(line: 38, column: 15, scope: !302)
!326 = !DILocation(line: 38, column: 5, scope: !302)
!327 = !DILocation(line: 38, column: 10, scope: !302)
!328 = !DILocation(line: 0, scope: !314)
!329 = !DILocation(line: 39, column: 23, scope: !330)
!330 = distinct !DILexicalBlock(scope: !314, file: !1, line: 39, column: 5)
!331 = !DILocation(line: 39, column: 5, scope: !314)
!332 = !DILocation(line: 40, column: 19, scope: !330)
!333 = !DILocation(line: 40, column: 17, scope: !330)
!334 = !DILocation(line: 40, column: 9, scope: !330)
!335 = !DILocation(line: 40, column: 15, scope: !330)
!336 = !{!113, !113, i64 0}
!337 = !DILocation(line: 39, column: 30, scope: !330)
!338 = distinct !{!338, !154}
!339 = !DILocation(line: 0, scope: !316)
!340 = !DILocation(line: 41, column: 27, scope: !320)
!341 = !DILocation(line: 41, column: 5, scope: !316)
!342 = distinct !{!342, !331, !343, !121}
!343 = !DILocation(line: 40, column: 22, scope: !314)
!344 = !DILocation(line: 0, scope: !323)
!345 = !DILocation(line: 46, column: 5, scope: !323)
!346 = !DILocation(line: 46, column: 30, scope: !347)
!347 = distinct !DILexicalBlock(scope: !323, file: !1, line: 46, column: 5)
!348 = !DILocation(line: 47, column: 24, scope: !347)
!349 = !DILocation(line: 47, column: 14, scope: !347)
!350 = !DILocation(line: 47, column: 11, scope: !347)
!351 = distinct !{!351, !345, !352, !121, !122}
!352 = !DILocation(line: 47, column: 28, scope: !323)
!353 = !DILocation(line: 42, column: 13, scope: !319)
!354 = !DILocation(line: 42, column: 13, scope: !320)
!355 = !DILocation(line: 0, scope: !318)
!356 = !DILocation(line: 43, column: 13, scope: !318)
!357 = !DILocation(line: 44, column: 17, scope: !358)
!358 = distinct !DILexicalBlock(scope: !318, file: !1, line: 43, column: 13)
!359 = !DILocation(line: 44, column: 23, scope: !358)
!360 = !DILocation(line: 43, column: 43, scope: !358)
!361 = !DILocation(line: 43, column: 35, scope: !358)
!362 = distinct !{!362, !356, !363, !121}
!363 = !DILocation(line: 44, column: 25, scope: !318)
!364 = !DILocation(line: 41, column: 34, scope: !320)
!365 = !DILocation(line: 41, column: 23, scope: !320)
!366 = distinct !{!366, !341, !367, !121}
!367 = !DILocation(line: 44, column: 25, scope: !316)
!368 = !DILocation(line: 49, column: 1, scope: !302)
!369 = !DILocation(line: 46, column: 23, scope: !347)
!370 = distinct !{!370, !345, !352, !121, !371, !122}
!371 = !{!"llvm.loop.unroll.runtime.disable"}
